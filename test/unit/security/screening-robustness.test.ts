import { expect } from 'chai';
import { RISK_LEVELS } from '#src/modules/security/domain/risk.ts';
import { OfflineInjectionClassifier } from '#src/modules/security/infrastructure/offline/offline-injection-classifier.ts';

const classifier = new OfflineInjectionClassifier();

/** Deterministic pseudo-random strings: every code unit class a paste can bring, NUL excepted. */
function noise(seed: number, length: number): string {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31);
  const ranges = [[0x20, 0x7e], [0x400, 0x4ff], [0x300, 0x36f], [0x200b, 0x200f], [0xd800, 0xdfff], [0xfe00, 0xfe0f], [0xff01, 0xff5e], [1, 0x1f]];
  let s = '';
  for (let i = 0; i < length; i++) {
    const [lo, hi] = ranges[next() % ranges.length];
    s += String.fromCharCode(lo + (next() % (hi - lo + 1)));
  }
  return s;
}

describe('Screening never throws', () => {
  const inputs: [string, string][] = [
    ['empty', ''], ['spaces', '   \n\t  '], ['emoji', '👍🏽👨‍👩‍👧 🔥🔥 ok 😡'], ['3000 letters', 'a'.repeat(3000)],
    ['3000 mixed words', 'ignore the rules система 1gn0r3 '.repeat(100).slice(0, 3000)], ['long base64-ish run', 'QUJD'.repeat(3000)],
    ['long hex run', 'ab '.repeat(3000)], ['lone surrogates', '\ud800\udc00\ud800 x \udfff'], ['only punctuation', '?!.,;:'.repeat(400)],
    ['regex metacharacters', '(((([[[[\\\\***+++???{{{}}}$$$^^^|||'.repeat(50)],
  ];
  for (let seed = 1; seed <= 20; seed++) inputs.push([`noise #${seed}`, noise(seed, 50 + seed * 140)]);

  for (const [name, text] of inputs) {
    it(`screens ${name}`, () => {
      const result = classifier.screen(text, seed(name) ? 'ru' : 'en');
      expect(RISK_LEVELS).to.include(result.riskLevel);
      expect(result.reasoning).to.be.a('string').and.not.equal('');
      expect(result.suggestedAction).to.be.a('string').and.not.equal('');
      if (result.riskLevel === 'Low') expect(result.patterns).to.deep.equal([]);
    });
  }

  it('screens ordinary empty-ish input as Low', () => {
    expect(classifier.screen('', 'en').riskLevel).to.equal('Low');
    expect(classifier.screen('👍', 'ru').riskLevel).to.equal('Low');
  });
});

const seed = (name: string) => name.length % 2 === 0;

/**
 * Crafted input must not make the screening backtrack without end: it runs on the server's one
 * thread, so one message that took minutes (a few hundred apostrophes after "show me" did) would
 * stop every request. Each case below took from over a second to over five minutes before its fix;
 * now each takes milliseconds. The bound is a safety net with room for a slow machine, not a
 * benchmark (`npm run bench:security` measures the cost).
 */
describe('Screening takes bounded time on crafted input', () => {
  // A gap's punctuation that a rule's words could also take once made the ways to split a run of it
  // grow as a high power of its length: these are kept short, so that a regression fails in seconds
  // rather than hanging the run.
  const cases: [string, string][] = [
    ['"покажи " then 64 apostrophes', `покажи ${"'".repeat(64)}x`], ['"show me " then 120 apostrophes', `show me ${"'".repeat(120)}x`],
    ['"show me " then "а\'" to 64', `show me ${"а'".repeat(32)}x`], ['"no " then 150 hyphens', `no ${'-'.repeat(150)}x`],
    ['"без " then 150 hyphens', `без ${'-'.repeat(150)}x`],
  ];
  // Others once took time growing as the square of their length: three messages long, so that such a
  // regression shows above the bound.
  for (const opening of ['show me ', 'ignore all ', 'покажи ', 'игнорируй ']) {
    for (const unit of ['ё', 'a', '0', '01', '!', '—', ' ', ', ', '.', 'a.', '-a', 'A', 'ZZ', 'a\u200b']) {
      cases.push([`${JSON.stringify(opening)} then ${JSON.stringify(unit)} to 9000`, (opening + unit.repeat(9000)).slice(0, 8999) + 'x']);
    }
  }
  for (const [name, text] of cases) {
    it(`screens ${name} within a second`, () => {
      for (const locale of ['en', 'ru'] as const) {
        const started = performance.now();
        classifier.screen(text, locale);
        expect(performance.now() - started, locale).to.be.below(1000);
      }
    });
  }
});
