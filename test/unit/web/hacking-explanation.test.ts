import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import i18next, { type TFunction } from 'i18next';
import { explain } from '#src/modules/security/infrastructure/offline/explanation.ts';
import { FAMILIES } from '#src/modules/security/infrastructure/offline/pattern-rule.ts';
import { OBFUSCATION_WORDS, type Obfuscation } from '#src/modules/security/infrastructure/offline/obfuscation.ts';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
interface Attempt {
  reviewedBy: 'offline' | 'llm';
  source: 'input' | 'output';
  riskLevel: 'Low' | 'Medium' | 'High' | 'Critical';
  detectedPatterns: string;
  reasoning: string | null;
  suggestedAction: string | null;
}
interface Module {
  explanationOf(attempt: Attempt, t: TFunction, locale: string): { reasoning: string | null; suggestedAction: string | null };
  patternLabel(pattern: string, t: TFunction): string;
}

const resources = (lang: string) => JSON.parse(readFileSync(`web/src/locales/${lang}/hackingAttempts.json`, 'utf8')) as object;
const OBFUSCATIONS = Object.keys(OBFUSCATION_WORDS) as Obfuscation[];

describe('web: the Hacking Attempt Details explain themselves in the reader\'s language', () => {
  let m: Module;
  const t: Record<'en' | 'ru', TFunction> = {} as never;
  before(async () => {
    m = (await import(new URL('../../../web/src/features/hacking-attempts/state/explanation.ts', import.meta.url).href)) as Module;
    for (const lng of ['en', 'ru'] as const) {
      const instance = i18next.createInstance();
      await instance.init({ lng, resources: { [lng]: { hackingAttempts: resources(lng) } }, ns: ['hackingAttempts'], defaultNS: 'hackingAttempts', interpolation: { escapeValue: false } });
      t[lng] = instance.t;
    }
  });

  /** An attempt as the built-in screening records it, the server's English sentences included. */
  const screened = (riskLevel: Attempt['riskLevel'], families: (typeof FAMILIES)[number][], obfuscations: Obfuscation[], modelScore: number | null = null): Attempt => ({
    reviewedBy: 'offline', source: 'input', riskLevel,
    detectedPatterns: JSON.stringify(riskLevel === 'Low' ? [] : [
      ...families, ...obfuscations.map((o) => `obfuscation:${o}`), ...(modelScore === null ? [] : [modelScore > 0.9 ? 'model:likely-injection' : 'model:possible-injection']),
    ]),
    ...explain(riskLevel, families, obfuscations, modelScore),
  });

  it('words in English exactly what the server wrote, for every family, disguise and level', () => {
    const cases = [
      ...FAMILIES.map((f) => screened('High', [f], [])),
      ...OBFUSCATIONS.map((o) => screened('Medium', ['instruction-override'], [o])),
      screened('Critical', ['instruction-override', 'system-prompt-extraction', 'roleplay-jailbreak'], ['base64', 'homoglyphs']),
      screened('Medium', [], ['zero-width']),
      // With the shipped model a score is always there: its reading, with or without a disguise.
      screened('High', [], [], 0.97),
      screened('Medium', [], ['base64'], 0.6),
      screened('High', ['instruction-override'], ['leetspeak'], 0.95),
      screened('Low', [], []),
    ];
    for (const attempt of cases) {
      expect(m.explanationOf(attempt, t.en, 'en'), attempt.detectedPatterns).to.deep.equal({ reasoning: attempt.reasoning, suggestedAction: attempt.suggestedAction });
    }
  });

  it('words every family, disguise and level in Russian, with no English left', () => {
    const all = screened('Critical', [...FAMILIES], OBFUSCATIONS);
    const { reasoning, suggestedAction } = m.explanationOf(all, t.ru, 'ru');
    expect(reasoning).to.match(/^Просит персонажа игнорировать его инструкции, пытается заставить его раскрыть системный промпт, .+ и пытается выведать секреты или данные других пользователей; текст скрыт с помощью .+\.$/);
    expect(reasoning!.replace(/base64|leetspeak|ROT13|Unicode|URL/g, '')).to.not.match(/[A-Za-z]/);
    expect(suggestedAction).to.match(/^Заблокировано; проверьте учётную запись/);
    for (const level of ['Low', 'Medium', 'High'] as const) expect(m.explanationOf(screened(level, ['instruction-override'], []), t.ru, 'ru').suggestedAction).to.not.match(/[A-Za-z]/);
  });

  it('shows a language model\'s review in its own words, and a withheld leaking reply in the reader\'s', () => {
    const reviewed = { ...screened('High', ['instruction-override'], []), reviewedBy: 'llm' as const, reasoning: 'The model says so.', suggestedAction: 'Watch it.' };
    expect(m.explanationOf(reviewed, t.ru, 'ru')).to.deep.equal({ reasoning: 'The model says so.', suggestedAction: 'Watch it.' });
    const leak = { ...screened('Critical', [], []), source: 'output' as const, detectedPatterns: '["system-prompt-leak"]' };
    expect(m.explanationOf(leak, t.ru, 'ru').reasoning).to.match(/^Ответ персонажа воспроизвёл его скрытый системный промпт/);
  });

  it('keeps the server\'s sentences for a pattern it has no words for (a newer server)', () => {
    const newer = { ...screened('High', ['instruction-override'], []), detectedPatterns: '["instruction-override","brand-new-family"]' };
    expect(m.explanationOf(newer, t.ru, 'ru')).to.deep.equal({ reasoning: newer.reasoning, suggestedAction: newer.suggestedAction });
  });

  it('names every pattern the server records on its badge, in both languages; one it does not know, by its code', () => {
    const recorded = [...FAMILIES, 'system-prompt-leak', ...OBFUSCATIONS.map((o) => `obfuscation:${o}`), 'model:likely-injection', 'model:possible-injection'];
    for (const lang of ['en', 'ru'] as const) {
      const labels = recorded.map((p) => m.patternLabel(p, t[lang]));
      expect(labels.filter((label, i) => label === recorded[i]), lang).to.deep.equal([]);
      expect(new Set(labels).size, `${lang}: no two patterns share a name`).to.equal(recorded.length);
    }
    expect(m.patternLabel('instruction-override', t.en)).to.equal('Instruction override');
    expect(m.patternLabel('obfuscation:base64', t.ru)).to.equal('Скрыто: base64');
    expect(m.patternLabel('model:likely-injection', t.ru)).to.equal('Модель: вероятное внедрение');
    for (const unknown of ['brand-new-family', 'obfuscation:new-trick', 'model:new-reading', 'llm:something']) expect(m.patternLabel(unknown, t.ru)).to.equal(unknown);
    for (const family of FAMILIES) expect(m.patternLabel(family, t.ru), family).to.not.match(/[A-Za-z]/);
  });
});
