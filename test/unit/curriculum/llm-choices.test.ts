import { expect } from 'chai';
import { mergeChoices, type Choice } from '#src/modules/curriculum/domain/merge-plan.ts';
import type { PlannedItem } from '#src/modules/curriculum/domain/planning.ts';
import { readChoices } from '#src/modules/curriculum/infrastructure/openai-curriculum-planner.ts';

const offline: PlannedItem[] = [1, 2, 3, 4].map((scenarioId) => ({ scenarioId, reason: { skill: null, kind: 'goal' } }));
const choice = (scenarioId: number, kind: Choice['kind'] = 'next', skill: Choice['skill'] = null): Choice => ({ scenarioId, kind, skill });

describe('A language model’s curriculum choices', () => {
  describe('reading the reply', () => {
    it('takes the items whose shape holds: ids quoted or not, an unknown kind or skill as none', () => {
      const raw = '```json\n{"items":[{"scenarioId":"12","kind":"weakest","skill":"clarity"},{"scenarioId":7,"kind":"best","skill":"charm"},' +
        '{"scenarioId":"twelve"},"9",{"id":3},{"scenarioId":4.5}]}\n```';
      expect(readChoices(raw)).to.deep.equal([choice(12, 'weakest', 'clarity'), choice(7, null, null)]);
    });

    for (const [name, raw] of [['not JSON', 'Here is the plan: 1, 2, 3'], ['no item list', '{"plan":[1,2,3]}']])
      it(`refuses a reply with ${name}`, () => expect(() => readChoices(raw)).to.throw());
  });

  describe('merging with the offline plan', () => {
    const rules = { allowed: new Set([1, 2, 3, 4, 5, 6]), length: 4 };

    it('keeps the model’s real choices in its order, drops an invented id, and fills the gap from the offline plan', () => {
      const merged = mergeChoices([choice(6, 'stretch'), choice(9999), choice(5, 'goal')], offline, rules);
      expect(merged).to.deep.equal([
        { scenarioId: 6, reason: { skill: null, kind: 'stretch' } },
        { scenarioId: 5, reason: { skill: null, kind: 'goal' } },
        offline[0], offline[1],
      ]);
    });

    it('drops repeats and what may not be chosen (the scenario just played)', () => {
      const merged = mergeChoices([choice(2), choice(2), choice(5)], offline, { allowed: new Set([1, 2, 3, 4]), length: 4 });
      expect(merged.map((i) => i.scenarioId)).to.deep.equal([2, 1, 3, 4]);
    });

    it('never longer than asked', () => {
      expect(mergeChoices([1, 2, 3, 4, 5, 6].map((id) => choice(id)), offline, rules)).to.have.length(4);
    });

    it('a reason that is missing its skill or does not hold gives way to the offline one (or "next")', () => {
      const holds = ({ kind, skill }: { kind: string; skill: string | null }) => kind !== 'weakest' || skill === 'clarity';
      const merged = mergeChoices([choice(1, 'weakest', 'empathy'), choice(5, 'review', null), choice(2, 'weakest', 'clarity')], offline, { ...rules, holds });
      expect(merged.slice(0, 3).map((i) => i.reason)).to.deep.equal([
        { skill: null, kind: 'goal' }, { skill: null, kind: 'next' }, { skill: 'clarity', kind: 'weakest' },
      ]);
    });

    it('a reply of nothing but invented ids is the offline plan', () => {
      expect(mergeChoices([choice(700), choice(800)], offline, rules)).to.deep.equal(offline);
    });
  });
});
