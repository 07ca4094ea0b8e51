import { expect } from 'chai';
import { MAX_ALONE_FPR, MAX_BLOCK_FPR, rates, searchThresholds, type Scored } from '../../../scripts/security/threshold-search.ts';

/** A scored message as the training script sees it out of fold; `named`: a pattern family fired. */
const row = (attack: boolean, probability: number, named = false): Scored =>
  ({ attack, probability, families: named ? 1 : 0, hidden: false, disguised: false, words: 12, floor: 'Low' });

/**
 * 800 benign messages: 790 clearly benign, and ten that score high — five on words alone, five with a
 * pattern behind them (a look-alike). 1% of 800 is 8 blocked at most, 0.25% is 2 on words alone.
 */
const benign = [
  ...Array.from({ length: 790 }, (_, i) => row(false, (i % 79) / 200)),
  ...[0.95, 0.9, 0.85, 0.8, 0.75].map((p) => row(false, p)),
  ...[0.93, 0.88, 0.83, 0.78, 0.73].map((p) => row(false, p, true)),
];
const attacks = [0.99, 0.97, 0.86, 0.82, 0.7, 0.6].flatMap((p) => [row(true, p), row(true, p, true)]);

// Budgets of this example, not the shipped ones, so the arithmetic below stays readable.
const [BLOCK, ALONE] = [0.01, 0.0025];

describe('Threshold search', () => {
  const { thresholds, rates: found } = searchThresholds([...benign, ...attacks], ALONE, BLOCK);

  it('ships a words-alone budget no larger than the block budget, and both under the 2% target', () => {
    expect(MAX_ALONE_FPR).to.be.at.most(MAX_BLOCK_FPR);
    expect(MAX_BLOCK_FPR).to.be.below(0.02);
  });

  it('blocks at most 1% of benign messages in all, and at most 0.25% on the word weights alone', () => {
    expect(found.blockFpr).to.be.at.most(BLOCK);
    const alone = benign.filter((r) => r.families === 0 && r.probability >= thresholds.blockAlone).length;
    expect(alone).to.equal(Math.floor(ALONE * benign.length));
    expect(thresholds.blockAlone).to.be.greaterThan(thresholds.block);
  });

  it('lets a named reason block below the stricter threshold, and word weights alone only above it', () => {
    // 0.86 is above the words-alone threshold (between the 2nd and 3rd benign score, 0.9 and 0.85)…
    expect(thresholds.blockAlone).to.be.within(0.85, 0.9);
    // …0.82 is not, though a pattern behind it blocks: 7 of 12 attacks blocked, 4 of them named.
    expect(found.blockRecall).to.be.closeTo(7 / 12, 1e-9);
    const onlyWords = rates([row(true, 0.82)], thresholds);
    const withPattern = rates([row(true, 0.82, true)], thresholds);
    expect([onlyWords.blockRecall, withPattern.blockRecall]).to.deep.equal([0, 1]);
  });

  it('with the whole budget for words alone, falls back to one threshold for every block', () => {
    const single = searchThresholds([...benign, ...attacks], BLOCK, BLOCK).thresholds;
    expect(single.blockAlone).to.equal(single.block);
  });
});
