import { expect } from 'chai';
import { SKILLS, topSkill } from '#src/modules/curriculum/domain/planning.ts';
import { goalStems, skillFocus, skillsNamedBy, stemMatches } from '#src/modules/curriculum/domain/skill-focus.ts';

const none = { empathy: 0, explanation: 0, action: 0, questions: 0 };
const sum = (focus: Record<string, number>) => Object.values(focus).reduce((a, b) => a + b, 0);

describe('Skill focus', () => {
  describe('of a scenario', () => {
    const table: [string, string, Parameters<typeof skillFocus>][] = [
      ['Customer Service leans on empathy', 'empathy', ['Customer Service', 0, 1, none]],
      ['Sales on active listening, whatever the case of its name', 'activeListening', ['sales', 0, 1, none]],
      ['Negotiation on problem solving', 'problemSolving', ['Negotiation', 0, 1, none]],
      ['a script full of explanations moves Customer Service to clarity', 'clarity', ['Customer Service', 0, 1, { ...none, explanation: 9 }]],
      ['an Advanced three-person scene in an unknown category is about composure', 'composure', ['Public Speaking', 2, 3, { ...none, empathy: 1 }]],
    ];
    for (const [name, skill, args] of table)
      it(name, () => {
        const focus = skillFocus(...args);
        expect(topSkill(focus)).to.equal(skill);
        expect(sum(focus)).to.be.closeTo(1, 1e-9);
      });

    it('an unknown category with no script counts every skill alike', () => {
      expect(Object.values(skillFocus('Public Speaking', 0, 1, none))).to.deep.equal(SKILLS.map(() => 0.2));
    });
  });

  describe('of goals in the learner’s own words', () => {
    const table: [string, string[]][] = [
      ['Stay calm when customers shout', ['composure']],
      ['Научиться слушать и задавать вопросы', ['activeListening']],
      ['explain things clearly and show empathy', ['empathy', 'clarity']],
      ['Juggling', []],
    ];
    for (const [goal, skills] of table) it(`"${goal}" → ${skills.join(', ') || 'no skill'}`, () => expect(skillsNamedBy([goal])).to.deep.equal(skills));

    it('looks for the words of a goal (not the common ones) in a scenario, by their beginnings', () => {
      const stems = goalStems(['Negotiating a raise with my boss']);
      expect(stems).to.deep.equal(['negot', 'raise', 'boss']);
      expect(stemMatches(stems, 'Asking your manager for a raise. Negotiation')).to.equal(2);
      expect(stemMatches(goalStems(['переговоры о зарплате']), 'Переговорах о повышении зарплаты')).to.equal(2);
    });
  });
});
