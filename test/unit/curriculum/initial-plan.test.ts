import { expect } from 'chai';
import { initialLength, levelQuotas, planInitial } from '#src/modules/curriculum/domain/initial-plan.ts';
import { isGroupScene, type LearnerGoals, type PlannableScenario, type PlannedItem } from '#src/modules/curriculum/domain/planning.ts';
import { ids, scenario, shippedCatalogue, shuffled, syntheticCatalogue } from './planner-mothers.ts';

const shipped = shippedCatalogue();
const CATEGORIES = [...new Set(shipped.map((s) => s.category))].sort();
const goals = (categories: string[], ownGoals: string[] = []): LearnerGoals => ({ categories, ownGoals });

/** The rules every initial path keeps, whatever the goals. */
function expectAProperPath(items: PlannedItem[], catalogue: readonly PlannableScenario[]) {
  const byId = new Map(catalogue.map((s) => [s.id, s]));
  const path = items.map((i) => byId.get(i.scenarioId)!);
  expect(path.every(Boolean), 'only real scenarios').to.equal(true);
  expect(new Set(ids(items)).size, 'no repeats').to.equal(items.length);
  expect(items.length).to.be.within(6, 10);
  const levels = path.map((s) => s.level);
  expect(levels, 'climbs').to.deep.equal([...levels].sort((a, b) => a - b));
  expect(path[0]!.level, 'starts at Beginner').to.equal(0);
  expect(path.at(-1)!.level, 'ends at Advanced').to.equal(2);
  const firstGroup = path.findIndex(isGroupScene);
  expect(firstGroup, 'has a group scene').to.be.greaterThan(-1);
  expect(path[firstGroup]!.level, 'the group scene comes after the beginner part').to.be.greaterThan(0);
  return path;
}

describe('Initial curriculum', () => {
  describe('its length and levels', () => {
    const table: [number, number][] = [[1, 6], [2, 8], [3, 10], [5, 10]];
    for (const [categories, length] of table)
      it(`${categories} categor${categories === 1 ? 'y gives' : 'ies give'} ${length} items`, () => {
        expect(initialLength(categories, 100)).to.equal(length);
      });
    it('never more than the catalogue holds', () => expect(initialLength(3, 4)).to.equal(4));
    const quotas: [number, [number, number, number]][] = [[6, [2, 2, 2]], [7, [3, 2, 2]], [8, [3, 3, 2]], [10, [4, 3, 3]]];
    for (const [n, split] of quotas) it(`${n} items split ${split.join('/')} across Beginner/Intermediate/Advanced`, () => expect(levelQuotas(n)).to.deep.equal(split));
  });

  describe('from one chosen category, for each shipped category', () => {
    for (const category of CATEGORIES)
      it(`${category}: six of its scenarios, climbing, with a group scene after the beginner part`, () => {
        const items = planInitial({ scenarios: shipped, goals: goals([category]) });
        const path = expectAProperPath(items, shipped);
        expect(items).to.have.length(6);
        expect(path.every((s) => s.category === category)).to.equal(true);
        expect(items.every((i) => i.reason.kind === 'goal')).to.equal(true);
      });
  });

  describe('from several categories', () => {
    const table: string[][] = [['Sales', 'Negotiation'], ['Leadership', 'Teamwork', 'Job Interviews'], CATEGORIES.slice(0, 5), CATEGORIES];
    for (const chosen of table)
      it(`${chosen.join(', ')}: mixes them, each at least once, and nothing else`, () => {
        const items = planInitial({ scenarios: shipped, goals: goals(chosen) });
        const path = expectAProperPath(items, shipped);
        expect(items).to.have.length(initialLength(chosen.length, shipped.length));
        const used = new Set(path.map((s) => s.category));
        for (const c of chosen.slice(0, items.length)) expect(used, c).to.include(c);
        expect([...used].every((c) => chosen.includes(c))).to.equal(true);
      });

    it('takes the chosen categories in turn: each as often as the others, give or take one, at every level', () => {
      const chosen = ['Sales', 'Negotiation', 'Teamwork'];
      const path = planInitial({ scenarios: shipped, goals: goals(chosen) }).map((i) => shipped.find((s) => s.id === i.scenarioId)!);
      const counts = chosen.map((c) => path.filter((s) => s.category === c).length);
      expect(Math.max(...counts) - Math.min(...counts)).to.be.at.most(1);
      for (const level of [0, 1, 2]) expect(new Set(path.filter((s) => s.level === level).map((s) => s.category)).size, `level ${level}`).to.equal(3);
    });

    it('matches saved categories whatever their case', () => {
      expect(planInitial({ scenarios: shipped, goals: goals(['sALES']) })).to.deep.equal(planInitial({ scenarios: shipped, goals: goals(['Sales']) }));
    });
  });

  describe('from goals in the learner’s own words', () => {
    it('a goal that names a scenario brings it first, with its category', () => {
      const items = planInitial({ scenarios: shipped, goals: goals([], ['negotiating a raise with my boss']) });
      const path = expectAProperPath(items, shipped);
      expect(path[0]!.name).to.equal('Asking your manager for a raise');
      expect(path.every((s) => s.category === 'Negotiation')).to.equal(true);
    });

    it('adds the category a goal points to beside the chosen ones', () => {
      const path = planInitial({ scenarios: shipped, goals: goals(['Sales'], ['negotiating a raise with my boss']) })
        .map((i) => shipped.find((s) => s.id === i.scenarioId)!);
      expect(new Set(path.map((s) => s.category))).to.deep.equal(new Set(['Sales', 'Negotiation']));
    });

    it('a goal that names a skill is the reason given for each item', () => {
      const items = planInitial({ scenarios: shipped, goals: goals(['Leadership'], ['staying calm under pressure']) });
      expect(items.map((i) => i.reason)).to.deep.equal(items.map(() => ({ skill: 'composure', kind: 'goal' })));
    });

    it('goals that name nothing the catalogue has give a general path across categories', () => {
      const items = planInitial({ scenarios: shipped, goals: goals([], ['juggling']) });
      const path = expectAProperPath(items, shipped);
      expect(items).to.have.length(10);
      expect(new Set(path.map((s) => s.category)).size).to.be.at.least(5);
      expect(items.every((i) => i.reason.kind === 'next')).to.equal(true);
    });
  });

  describe('with a catalogue that does not fit the goals neatly', () => {
    it('fills from outside the goals when a category is short, saying so', () => {
      const catalogue = [scenario(1, { category: 'Tiny', level: 0 }), ...syntheticCatalogue()];
      const items = planInitial({ scenarios: catalogue, goals: goals(['Tiny']) });
      expectAProperPath(items, catalogue);
      expect(items[0]).to.deep.equal({ scenarioId: 1, reason: { skill: null, kind: 'goal' } });
      expect(items.slice(1).every((i) => i.reason.kind !== 'goal')).to.equal(true);
    });

    it('brings a group scene from another category when the chosen one has none, as a stretch', () => {
      const catalogue = syntheticCatalogue().filter((s) => !(s.category === 'Alpha' && isGroupScene(s)));
      const items = planInitial({ scenarios: catalogue, goals: goals(['Alpha']) });
      const path = expectAProperPath(items, catalogue);
      const group = items[path.findIndex(isGroupScene)]!;
      expect(group.reason).to.deep.equal({ skill: null, kind: 'stretch' });
      expect(path.filter((s) => s.category === 'Alpha')).to.have.length(5);
    });

    it('a catalogue smaller than a path gives all of it, once each', () => {
      const catalogue = [scenario(3, { level: 2 }), scenario(1), scenario(2, { level: 1, speakerCount: 2 })];
      expect(ids(planInitial({ scenarios: catalogue, goals: goals(['Sales']) }))).to.deep.equal([1, 2, 3]);
    });

    it('an empty catalogue gives an empty path', () => {
      expect(planInitial({ scenarios: [], goals: goals(['Sales']) })).to.deep.equal([]);
    });
  });

  describe('determinism', () => {
    it('the same goals always give the same path, whatever order the catalogue comes in', () => {
      for (const g of [goals(['Sales', 'Teamwork']), goals([], ['speaking up in meetings']), goals(CATEGORIES)]) {
        const first = planInitial({ scenarios: shipped, goals: g });
        expect(planInitial({ scenarios: shipped, goals: g })).to.deep.equal(first);
        expect(planInitial({ scenarios: shuffled(shipped), goals: g })).to.deep.equal(first);
      }
    });
  });
});
