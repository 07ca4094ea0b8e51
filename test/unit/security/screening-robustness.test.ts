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
