import { expect } from 'chai';
import { deltasOf, figuresOf } from '#src/modules/analysis/domain/branch-comparison.ts';

const result = (overall: number, each: number) => ({
  overall,
  scores: { empathy: { score: each }, clarity: { score: each }, problemSolving: { score: 4 }, composure: { score: 10 }, activeListening: { score: each } },
});

describe('Branch comparison (Try this moment again)', () => {
  it('gives each figure rounded to one decimal, as the results page shows it', () => {
    expect(figuresOf(result(6.04, 7.25))).to.deep.equal({ overall: 6, empathy: 7.3, clarity: 7.3, problemSolving: 4, composure: 10, activeListening: 7.3 });
  });

  it('subtracts the original from the retry: better is positive, worse negative, unchanged zero, with no float noise', () => {
    const deltas = deltasOf(figuresOf(result(7.3, 8)), figuresOf(result(6.1, 8.5)));
    expect(deltas).to.deep.equal({ overall: 1.2, empathy: -0.5, clarity: -0.5, problemSolving: 0, composure: 0, activeListening: -0.5 });
  });
});
