import { readFileSync } from 'node:fs';
import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const g = {} as {
  missingGoals(selected: readonly string[], text: string): { problem: string; field: string; index: null; goal: null; message: string } | null;
};
before(async () => {
  Object.assign(g, await import(new URL('../../../web/src/features/onboarding/state/goals.ts', import.meta.url).href));
});

describe('Onboarding: Save pressed with nothing to save', () => {
  it("is refused before any request, as the server's `none` refusal under the cards", () => {
    expect(g.missingGoals([], '')).to.deep.equal({
      problem: 'none', field: 'goalCategories', index: null, goal: null, message: 'Choose at least one practice area or write a goal of your own.',
    });
  });

  it('counts only blank lines as nothing typed', () => {
    expect(g.missingGoals([], '  \n\t\n ')?.problem).to.equal('none');
  });

  it('is worded under the cards in both languages', () => {
    for (const lang of ['en', 'ru']) {
      const { errors } = JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}/onboarding.json`, import.meta.url), 'utf8')) as { errors: { none: string } };
      expect(errors.none, lang).to.be.a('string').and.not.empty;
    }
  });

  it('goes ahead with a card chosen or a goal typed', () => {
    expect(g.missingGoals(['Sales'], '')).to.equal(null);
    expect(g.missingGoals([], '\nSaying no to my manager\n')).to.equal(null);
  });
});
