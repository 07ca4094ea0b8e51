import { expect } from 'chai';
import { DYNAMIC, planDynamic } from '#src/modules/curriculum/domain/dynamic-plan.ts';
import { planInitial } from '#src/modules/curriculum/domain/initial-plan.ts';
import { learnerModel, TARGET_SUCCESS, WORKS_ON_SHARE } from '#src/modules/curriculum/domain/mastery.ts';
import { isGroupScene, SKILLS, topSkill, type CommunityRecord, type DynamicInput, type ScoredSession } from '#src/modules/curriculum/domain/planning.ts';
import { ids, result, shippedCatalogue, shuffled, syntheticCatalogue } from './planner-mothers.ts';

const catalogue = syntheticCatalogue();
const byId = new Map(catalogue.map((s) => [s.id, s]));
const NO_GOALS = { categories: [], ownGoals: [] };
const input = (results: ScoredSession[], over: Partial<DynamicInput> = {}): DynamicInput =>
  ({ scenarios: catalogue, goals: NO_GOALS, results, community: [], initial: [], ...over });

/** A learner who found active listening hard and clarity middling in their first Beginner scenario. */
const newcomer = () => [result(1, 8, { activeListening: 2, clarity: 4 }, 6)];

describe('Dynamic curriculum', () => {
  describe('aims at the skills furthest from mastery', () => {
    it('the weakest skill first, then the next weakest, then the weakest again, each with a scenario leaning on it', () => {
      const items = planDynamic(input(newcomer()));
      expect(items.slice(0, 3).map((i) => i.reason)).to.deep.equal([
        { skill: 'activeListening', kind: 'weakest' }, { skill: 'clarity', kind: 'weakest' }, { skill: 'activeListening', kind: 'weakest' },
      ]);
      expect(items.slice(0, 3).map((i) => topSkill(byId.get(i.scenarioId)!.focus))).to.deep.equal(['activeListening', 'clarity', 'activeListening']);
    });

    it(`fills the path to ${DYNAMIC.length} with what the learner most needs, nearest the target chance`, () => {
      const items = planDynamic(input(newcomer()));
      expect(items).to.have.length(DYNAMIC.length);
      expect(items.slice(3).every((i) => i.reason.kind === 'next')).to.equal(true);
    });

    it('prefers the learner’s goal categories when all else is equal', () => {
      expect(planDynamic(input(newcomer()))[0]!.scenarioId).to.equal(5);
      expect(planDynamic(input(newcomer(), { goals: { categories: ['Beta'], ownGoals: [] } }))[0]!.scenarioId).to.equal(105);
    });

    it('no weak skill, no "weakest" item', () => {
      const items = planDynamic(input([result(1, 9), result(2, 9), result(3, 9), result(4, 9), result(6, 9)]));
      expect(items.some((i) => i.reason.kind === 'weakest')).to.equal(false);
      expect(items).to.have.length(DYNAMIC.length);
    });
  });

  describe(`at a difficulty the learner should pass about ${TARGET_SUCCESS * 100}% of the time`, () => {
    const learners: [string, ScoredSession[]][] = [
      ['struggling', [result(1, 3, { activeListening: 1 })]],
      ['a newcomer', newcomer()],
      ['doing well', [result(1, 9, { activeListening: 5 }), result(2, 9, { activeListening: 5 }), result(3, 9, { activeListening: 5 })]],
      ['strong', Array.from({ length: 6 }, (_, i) => result([1, 2, 3, 4, 6, 7][i]!, 9.5, { activeListening: 6 }))],
    ];
    for (const [name, results] of learners)
      it(`${name}: each weak-skill item is the one left of its skill whose predicted success is nearest the target`, () => {
        const model = learnerModel(catalogue, results, []);
        const items = planDynamic(input(results));
        const weak = items.filter((i) => i.reason.kind === 'weakest');
        expect(weak).to.not.be.empty;
        for (const [n, item] of weak.entries()) {
          const skill = item.reason.skill!;
          const earlier = new Set(ids(weak.slice(0, n)));
          const alternatives = catalogue.filter((s) => topSkill(s.focus) === skill && !isGroupScene(s) && !model.played.has(s.id) && !earlier.has(s.id));
          const best = Math.min(...alternatives.map((s) => Math.abs(model.success.get(s.id)! - TARGET_SUCCESS)));
          expect(Math.abs(model.success.get(item.scenarioId)! - TARGET_SUCCESS)).to.be.closeTo(best, 1e-9);
        }
      });

    it('climbs as the learner does: a strong learner’s weak-skill items are harder than a newcomer’s', () => {
      const level = (results: ScoredSession[]) => byId.get(planDynamic(input(results))[0]!.scenarioId)!.level;
      expect(level(newcomer())).to.equal(0);
      expect(level(learners[3]![1])).to.be.greaterThan(0);
    });

    it('reads a scenario’s difficulty from the community: one everybody found hard gives way to its twin', () => {
      const hard: CommunityRecord[] = [{ scenarioId: 5, completionCount: 50, overall: 2 }];
      expect(planDynamic(input(newcomer(), { community: hard }))[0]!.scenarioId).to.equal(105);
    });
  });

  describe('never the scenario just played, never twice, never an unknown scenario', () => {
    it('leaves out the last scenario even when it fits best', () => {
      const alphaOnly = catalogue.filter((s) => s.category === 'Alpha');
      const results = [result(1, 8, { activeListening: 2 }), result(5, 8, { activeListening: 2 })];
      const items = planDynamic(input(results, { scenarios: alphaOnly }));
      expect(ids(items)).to.not.include(5);
      expect(items[0]!.reason).to.deep.equal({ skill: 'activeListening', kind: 'weakest' });
    });

    it('over many made-up histories: the path is full, unique, real, and without the last scenario', () => {
      let seed = 11;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      for (let run = 0; run < 60; run++) {
        const history = Array.from({ length: 1 + Math.floor(random() * 12) }, () => {
          const s = catalogue[Math.floor(random() * catalogue.length)]!;
          const skills = Object.fromEntries(SKILLS.map((k) => [k, Math.round(random() * 100) / 10]));
          return result(s.id, 5, skills, Math.round(random() * 100) / 10);
        });
        const items = planDynamic(input(history));
        expect(items, `run ${run}`).to.have.length(DYNAMIC.length);
        expect(new Set(ids(items)).size, `run ${run}`).to.equal(items.length);
        expect(ids(items).every((id) => byId.has(id)), `run ${run}`).to.equal(true);
        expect(ids(items), `run ${run}`).to.not.include(history.at(-1)!.scenarioId);
      }
    });

    it('offers replays once every other scenario is played', () => {
      const small = catalogue.filter((s) => s.category === 'Alpha' && s.level === 0);
      const results = small.map((s) => result(s.id, 7));
      const items = planDynamic(input(results, { scenarios: small }));
      expect(ids(items).sort()).to.deep.equal(small.map((s) => s.id).filter((id) => id !== results.at(-1)!.scenarioId));
    });
  });

  describe('brings mastered skills back for spaced review', () => {
    /** Empathy mastered early, then three sessions on active listening (which stays weak). */
    const history = () => [result(1, 9, { activeListening: 3 }), result(5, 9, { activeListening: 3 }), result(105, 9, { activeListening: 3 }), result(10, 9, { activeListening: 4 })];

    it('one review of the longest unpractised mastered skill, with a scenario that works on it', () => {
      const results = history();
      const model = learnerModel(catalogue, results, []);
      const review = planDynamic(input(results)).filter((i) => i.reason.kind === 'review');
      expect(review).to.have.length(1);
      expect(review[0]!.reason.skill).to.equal(model.dueForReview[0]);
      expect(byId.get(review[0]!.scenarioId)!.focus[model.dueForReview[0]!]).to.be.at.least(WORKS_ON_SHARE);
    });

    it('none while no skill is mastered', () => {
      const items = planDynamic(input([result(1, 4), result(2, 4), result(3, 4), result(4, 4)]));
      expect(items.some((i) => i.reason.kind === 'review')).to.equal(false);
    });
  });

  describe('a step up once the learner has sessions behind them', () => {
    it(`after ${DYNAMIC.stretchAfter} results: one, last, below the target window, and the first group scene when none was played`, () => {
      const results = [result(1, 7), result(2, 7), result(3, 7, { activeListening: 4 })];
      const items = planDynamic(input(results));
      const model = learnerModel(catalogue, results, []);
      expect(items.filter((i) => i.reason.kind === 'stretch')).to.have.length(1);
      const stretch = items.at(-1)!;
      expect(stretch.reason.kind).to.equal('stretch');
      expect(model.success.get(stretch.scenarioId)).to.be.below(0.7);
      expect(isGroupScene(byId.get(stretch.scenarioId)!)).to.equal(true);
    });

    it(`not before ${DYNAMIC.stretchAfter} results`, () => {
      expect(planDynamic(input([result(1, 7), result(2, 7)])).some((i) => i.reason.kind === 'stretch')).to.equal(false);
    });
  });

  describe('before any result', () => {
    it('the initial path’s first items (those still in the catalogue), as what comes next', () => {
      const initial = [999, 1, 2, 3, 4, 5, 6, 7].map((scenarioId) => ({ scenarioId, reason: { skill: null, kind: 'goal' as const } }));
      expect(planDynamic(input([], { initial }))).to.deep.equal([1, 2, 3, 4, 5, 6].map((scenarioId) => ({ scenarioId, reason: { skill: null, kind: 'next' } })));
    });

    it('a path from the goals when no initial one was generated', () => {
      const goals = { categories: ['Beta'], ownGoals: [] };
      const expected = planInitial({ scenarios: catalogue, goals }).slice(0, DYNAMIC.length).map((i) => i.scenarioId);
      expect(ids(planDynamic(input([], { goals })))).to.deep.equal(expected);
    });

    it('nothing without goals', () => expect(planDynamic(input([]))).to.deep.equal([]));
  });

  describe('determinism', () => {
    it('the same results always give the same path, whatever order the catalogue comes in', () => {
      const shipped = shippedCatalogue();
      const results = [result(1, 6, { empathy: 3 }), result(20, 7, { clarity: 4 }), result(33, 8), result(40, 7.5, { composure: 5 })];
      const plan = planDynamic({ scenarios: shipped, goals: { categories: ['Sales'], ownGoals: [] }, results, community: [], initial: [] });
      expect(plan).to.have.length(DYNAMIC.length);
      expect(planDynamic({ scenarios: shuffled(shipped), goals: { categories: ['Sales'], ownGoals: [] }, results, community: [], initial: [] })).to.deep.equal(plan);
    });
  });
});
