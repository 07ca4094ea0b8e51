import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
let firstNameOf: (fullName: string) => string;
before(async () => {
  ({ firstNameOf } = (await import(new URL('../../../web/src/features/catalogue/state/character-name.ts', import.meta.url).href)) as {
    firstNameOf: typeof firstNameOf;
  });
});

describe('Session start: the example in the "Character\'s first name" field (F14)', () => {
  it('is the first name of the scenario\'s character, not the full name', () => {
    expect(firstNameOf('Dave Brooks')).to.equal('Dave');
    expect(firstNameOf('Karen Holt')).to.equal('Karen');
    expect(firstNameOf('Марина Сергеевна')).to.equal('Марина');
    expect(firstNameOf('Николай Петрович Громов')).to.equal('Николай');
  });

  it('keeps a name that is a first name already', () => {
    expect(firstNameOf('Дима')).to.equal('Дима');
    expect(firstNameOf('  Anna  ')).to.equal('Anna');
  });
});
