import { expect } from 'chai';
import { freeKey, keyFromName } from '#src/modules/practice/domain/scenario-keys.ts';
import { chosenDifficulty, contentIssues, defaultCast } from '#src/modules/practice/domain/scenario-content.ts';
import { matchCategory } from '#src/modules/practice/domain/categories.ts';
import { shippedScenario } from '../../support/conversation-setup.ts';

describe('Scenario keys made in the console', () => {
  it('are kebab-case from the English name, accents dropped, signs and spaces folded into one hyphen', () => {
    expect(keyFromName('Refund after 30 days')).to.equal('refund-after-30-days');
    expect(keyFromName('  Café — “Déjà vu” at the front desk!  ')).to.equal('cafe-deja-vu-at-the-front-desk');
    expect(keyFromName("Manager's 1:1 / Q&A")).to.equal('manager-s-1-1-q-a');
  });

  it('fall back to "scenario" when the name has no Latin letter or digit', () => {
    expect(keyFromName('Возврат денег')).to.equal('scenario');
    expect(keyFromName('!!!')).to.equal('scenario');
  });

  it('stay within 80 characters without a trailing hyphen', () => {
    const key = keyFromName(`${'word '.repeat(15)}end`);
    expect(key.length).to.be.at.most(80);
    expect(key).to.match(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('take the first free suffix when the key is taken, still within 80 characters', () => {
    expect(freeKey('refund', new Set())).to.equal('refund');
    expect(freeKey('refund', new Set(['refund']))).to.equal('refund-2');
    expect(freeKey('refund', new Set(['refund', 'refund-2', 'refund-3']))).to.equal('refund-4');
    const long = 'a'.repeat(79);
    const next = freeKey(long, new Set([long]));
    expect(next).to.equal(`${'a'.repeat(78)}-2`);
    expect(next.length).to.equal(80);
  });
});

describe('The difficulty a scenario form names', () => {
  it('reads difficulty or its older name difficultyLevel, in English or Russian, any case', () => {
    expect(chosenDifficulty({ difficulty: 'beginner' }).difficulty).to.equal('Beginner');
    expect(chosenDifficulty({ difficultyLevel: 'Продвинутый' }).difficulty).to.equal('Advanced');
    expect(chosenDifficulty({ difficulty: ' Intermediate ', difficultyLevel: 'средний', difficulty_ru: 'Средний' }).difficulty).to.equal('Intermediate');
  });

  it('says which field is wrong when a level is missing, unknown or contradicted', () => {
    const paths = (fields: Parameters<typeof chosenDifficulty>[0]) => chosenDifficulty(fields).issues.map((i) => i.path.join('.'));
    expect(chosenDifficulty({}).difficulty).to.equal(null);
    expect(paths({})).to.deep.equal(['difficulty']);
    expect(paths({ difficulty: '  ', difficulty_ru: 'Средний' })).to.deep.equal(['difficulty']);
    expect(paths({ difficulty: 'Expert' })).to.deep.equal(['difficulty']);
    expect(paths({ difficulty: 'Beginner', difficultyLevel: 'Advanced' })).to.deep.equal(['difficultyLevel']);
    expect(paths({ difficulty: 'Beginner', difficulty_ru: 'Продвинутый' })).to.deep.equal(['difficulty_ru']);
    expect(chosenDifficulty({ difficulty: 'Beginner', difficulty_ru: 'Продвинутый' }).issues[0]!.message).to.include('Начальный');
    expect(chosenDifficulty({ difficulty: 'Expert' }).issues[0]!.message).to.include('Beginner, Intermediate, Advanced');
  });
});

describe('How a cast, a script and personas fit together', () => {
  const shipped = shippedScenario('cs-gym-double-charge');
  const script = shipped.script;
  const personaKeys = shipped.personas.map((p) => p.key);

  it('accepts a shipped scenario as it is, and one character without a script', () => {
    expect(contentIssues(shipped.cast, script, personaKeys)).to.deep.equal([]);
    expect(contentIssues([shipped.cast[0]!], null, [])).to.deep.equal([]);
  });

  it('wants one look per scripted character, in both languages', () => {
    const two = [shipped.cast[0]!, { gender: 'male' as const, color: '#123456' }];
    expect(contentIssues(two, script, personaKeys).map((i) => i.path.join('.'))).to.deep.equal(['script.en.characters', 'script.ru.characters']);
    expect(contentIssues(two, null, []).map((i) => i.path.join('.'))).to.deep.equal(['cast']);
  });

  it('refuses openings by a speaker not in the cast and persona openings for personas the scenario lacks', () => {
    const opening = [{ speaker: 1, text: 'Hello.' }];
    const personaOpenings = { 'not-here': 'Hi.' };
    const issues = contentIssues(shipped.cast, { ...script, en: { ...script.en, opening, personaOpenings } }, personaKeys);
    expect(issues.map((i) => i.path.join('.'))).to.have.members(['script.en.opening.0.speaker', 'script.en.personaOpenings.not-here']);
  });
});

describe('Default looks of a cast nobody chose', () => {
  it('give the first character the gender of the Russian name the prompt names, else male; later ones alternate', () => {
    expect(defaultCast('You are Sarah Mitchell (in Russian: Светлана Миронова), a gym member.', 1)).to.deep.equal([{ gender: 'female', color: '#2a9d8f' }]);
    expect(defaultCast('You are Tom (in Russian: Никита), a supplier.', 1)[0]!.gender).to.equal('male');
    expect(defaultCast('You are a customer.', 3).map((c) => c.gender)).to.deep.equal(['male', 'female', 'male']);
    expect(new Set(defaultCast('You are a customer.', 3).map((c) => c.color)).size).to.equal(3);
  });
});

describe('The category a scenario form names', () => {
  const categories = [{ id: 1, name: 'Customer Service', name_ru: 'Обслуживание клиентов' }, { id: 2, name: 'Sales', name_ru: 'Продажи' }];

  it('is a known one when both names match, in any case', () => {
    expect(matchCategory(categories, 'customer service', 'ОБСЛУЖИВАНИЕ КЛИЕНТОВ ')).to.deep.equal({ kind: 'known', category: categories[0] });
  });

  it('is new when neither name is known', () => {
    expect(matchCategory(categories, 'Onboarding', 'Адаптация')).to.deep.equal({ kind: 'new' });
  });

  it('clashes when one name is known and the other is not its partner', () => {
    const english = matchCategory(categories, 'Sales', 'Торговля');
    expect(english).to.include({ kind: 'conflict' });
    expect((english as { message: string }).message).to.include('"Продажи"');
    const russian = matchCategory(categories, 'Selling', 'продажи');
    expect((russian as { message: string }).message).to.include('"Sales"');
    expect(matchCategory(categories, 'Sales', 'Обслуживание клиентов')).to.include({ kind: 'conflict' });
  });
});
