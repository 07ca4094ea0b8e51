import { expect } from 'chai';
import { endFlowSchedule } from '../../../web/src/features/simulation/state/end-flow.ts';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
interface Scores { scoreBand(score: number): string; formatScore(score: number): string; formatChartValue(value: unknown): string }
const scores = {} as Scores;
before(async () => {
  Object.assign(scores, await import(new URL('../../../web/src/features/results/state/scores.ts', import.meta.url).href));
});

describe('web: the end of a session (SPEC §4)', () => {
  it('opens the results 0.5 s after the analysis when nothing was earned', () => {
    expect(endFlowSchedule(0)).to.deep.equal({ toastAt: [], openResultsAt: 500 });
  });

  it('shows achievement toasts 1 s apart, then opens the results 2 s after the last one', () => {
    expect(endFlowSchedule(1)).to.deep.equal({ toastAt: [0], openResultsAt: 2000 });
    expect(endFlowSchedule(3)).to.deep.equal({ toastAt: [0, 1000, 2000], openResultsAt: 4000 });
  });
});

describe('web: score bands (SPEC §9)', () => {
  it('colours 8+ excellent, 6+ good, 4+ fair and below 4 poor, at the exact boundaries', () => {
    expect([10, 8, 7.9, 6, 5.9, 4, 3.9, 0].map(scores.scoreBand)).to.deep.equal(
      ['excellent', 'excellent', 'good', 'good', 'fair', 'fair', 'poor', 'poor'],
    );
  });

  it('shows at most one decimal, with the reader’s decimal separator', async () => {
    const i18n = (await import('i18next')).default;
    const was = i18n.language;
    try {
      i18n.language = 'en'; // as the page's language switch leaves it
      expect([7, 7.25, 6.96].map(scores.formatScore)).to.deep.equal(['7', '7.3', '7']);
      i18n.language = 'ru';
      expect([7, 7.25, 6.4].map(scores.formatScore)).to.deep.equal(['7', '7,3', '6,4']);
    } finally {
      i18n.language = was;
    }
  });

  it('writes a chart tooltip\'s values as the page does, and a week without sessions as "—", not echarts\' 7.2 and "-"', async () => {
    const i18n = (await import('i18next')).default;
    const was = i18n.language;
    try {
      i18n.language = 'ru';
      expect([7.2, 8, null, undefined, Number.NaN, '-'].map(scores.formatChartValue)).to.deep.equal(['7,2', '8', '—', '—', '—', '—']);
      i18n.language = 'en';
      expect([7.2, null].map(scores.formatChartValue)).to.deep.equal(['7.2', '—']);
    } finally {
      i18n.language = was;
    }
  });
});
