import { expect } from 'chai';
import { learnerAbility, learnerModel, MASTERY, REVIEW_AFTER, scenarioDifficulty, skillMastery, successChance } from '#src/modules/curriculum/domain/mastery.ts';
import type { Level } from '#src/modules/curriculum/domain/planning.ts';
import { leaningOn, result, scenario } from './planner-mothers.ts';

const close = (actual: number, expected: number) => expect(actual).to.be.closeTo(expected, 1e-9);

describe('Learner model', () => {
  describe('skill mastery: an exponentially weighted average from the prior', () => {
    const table: [string, number[], number][] = [
      ['no session: the prior', [], 5],
      ['one excellent session is not yet mastery', [10], 7],
      ['two in a row are', [10, 10], 8.2],
      ['the latest session weighs more: 9 then 4…', [9, 4], 5.56],
      ['…is lower than 4 then 9', [4, 9], 6.36],
    ];
    for (const [name, scores, expected] of table)
      it(`${name}: [${scores.join(', ')}] → ${expected}`, () => {
        close(skillMastery(scores.map((s) => result(1, 5, { empathy: s }))).empathy, expected);
      });

    it('keeps the skills apart', () => {
      const m = skillMastery([result(1, 5, { clarity: 10, composure: 0 })]);
      expect(m).to.deep.include({ empathy: 5, clarity: 7, composure: 3 });
    });
  });

  describe('scenario difficulty: the level’s prior moved toward the community’s results', () => {
    const table: [string, Level, { completionCount: number; overall: number } | undefined, number][] = [
      ['Beginner with no results', 0, undefined, -1],
      ['Intermediate with no results', 1, undefined, 0],
      ['Advanced with no results', 2, undefined, 1],
      ['Intermediate where five learners averaged 8: easier', 1, { completionCount: 5, overall: 8 }, -1],
      ['Beginner where many averaged 3: much harder than its level', 0, { completionCount: 95, overall: 3 }, 2.8],
      ['Advanced where one learner averaged 6: barely moved', 2, { completionCount: 1, overall: 6 }, 5 / 6],
    ];
    for (const [name, level, community, expected] of table)
      it(`${name} → ${expected.toFixed(2)}`, () => {
        close(scenarioDifficulty({ level }, community && { scenarioId: 1, ...community }), expected);
      });
  });

  describe('ability and the chance of success', () => {
    it('a newcomer is expected to pass a Beginner scenario 73% of the time, an Intermediate one half the time', () => {
      close(successChance(MASTERY.abilityPrior, -1), 1 / (1 + Math.exp(-1)));
      close(successChance(MASTERY.abilityPrior, 0), 0.5);
      expect(successChance(MASTERY.abilityPrior, 1)).to.be.below(0.3);
    });

    it('a result counts for more ability where the scenario is harder', () => {
      const difficulty = (id: number) => (id === 2 ? 1 : -1);
      const easy = learnerAbility([result(1, 7)], difficulty);
      const hard = learnerAbility([result(2, 7)], difficulty);
      close(easy, 6 + 0.4 * (7 - 1 - 6));
      close(hard, 6 + 0.4 * (7 + 1 - 6));
    });
  });

  describe('what the planner reads off the results', () => {
    const catalogue = [
      scenario(1, { focus: leaningOn('empathy') }),
      scenario(2, { focus: leaningOn('clarity'), speakerCount: 2, level: 1 }),
      scenario(3, { focus: leaningOn('activeListening') }),
    ];

    it('weak skills furthest from mastery first; the last scenario played; whether a group scene was played', () => {
      const model = learnerModel(catalogue, [result(1, 9, { activeListening: 3, clarity: 6 }), result(2, 9, { activeListening: 4, clarity: 6 })], []);
      expect(model.weakSkills).to.deep.equal(['activeListening', 'clarity']);
      expect(model.lastPlayed).to.equal(2);
      expect([...model.played]).to.deep.equal([1, 2]);
      expect(model.groupScenePlayed).to.equal(true);
    });

    it(`a mastered skill is due for review once ${REVIEW_AFTER} sessions in a row did not work on it, the longest unpractised first`, () => {
      const worked = [result(1, 9), result(3, 9), result(3, 9), result(3, 9)];
      expect(learnerModel(catalogue, worked, []).dueForReview).to.deep.equal(['clarity', 'problemSolving', 'composure', 'empathy']);
      expect(learnerModel(catalogue, worked.slice(0, 3), []).dueForReview).to.not.include('empathy');
      expect(learnerModel(catalogue, worked.slice(0, 3), []).dueForReview).to.not.include('activeListening');
    });
  });
});
