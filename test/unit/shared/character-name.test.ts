import { expect } from 'chai';
import { firstNameInGender, firstNameOf } from '#src/shared/character-name.ts';

describe('firstNameInGender: a first character played in the gender they are not written in', () => {
  it('leaves a character played as written to their own name', () => {
    expect(firstNameInGender('Егор Морозов', 'male', 'male', 'ru')).to.equal(null);
    expect(firstNameInGender('Karen Holt', 'female', 'female', 'en')).to.equal(null);
  });

  it('gives a first name of the chosen gender in the conversation’s language, the same one each time', () => {
    const woman = firstNameInGender('Егор Морозов', 'male', 'female', 'ru');
    expect(woman).to.be.oneOf(['Анна', 'Ольга', 'Татьяна', 'Наталья', 'Юлия', 'Дарья', 'Светлана', 'Евгения', 'Вера', 'Людмила', 'Александра', 'Галина']);
    expect(firstNameInGender('Егор Морозов', 'male', 'female', 'ru')).to.equal(woman);
    const man = firstNameInGender('Karen Holt', 'female', 'male', 'en');
    expect(man).to.match(/^[A-Z][a-z]+$/);
    expect(man).to.not.equal('Karen');
  });

  it('never picks the name another character of the scene goes by', () => {
    const first = firstNameInGender('Jake Morrison', 'male', 'female', 'en')!;
    const beside = firstNameInGender('Jake Morrison', 'male', 'female', 'en', [`${first} Price`, 'Tom Hale']);
    expect(beside).to.not.equal(first);
    expect(beside).to.match(/^[A-Z][a-z]+$/);
  });

  it('names different scenarios’ characters differently rather than all alike', () => {
    const names = ['Kevin Doyle', 'Daniel Nowak', 'Ryan Matthews', 'Tom Fletcher', 'Richard Hale', 'Mark Delaney'].map((n) => firstNameInGender(n, 'male', 'female', 'en'));
    expect(new Set(names).size).to.be.greaterThan(2);
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
