// The five skills (SPEC §1, in the radar's and the cards' order) and the bands of SPEC §9 — 8+ excellent
// (green), 6+ good (blue), 4+ fair (yellow), below 4 red — are the server's too.
export { SKILLS, scoreBand, type ScoreBand as Band, type Skill } from '../../../lib/shared';

import type { Locale } from '../../../lib/contracts';
import { currentLocale, LOCALES } from '../../../lib/locale';

const FORMATS = Object.fromEntries(LOCALES.map((l) => [l, new Intl.NumberFormat(l, { maximumFractionDigits: 1 })])) as Record<Locale, Intl.NumberFormat>;

/** Scores are shown with at most one decimal, as the reader writes numbers: 7, 7.5; «7,5». */
export const formatScore = (score: number) => FORMATS[currentLocale()].format(Math.round(score * 10) / 10);

/**
 * A chart tooltip's value (echarts' `valueFormatter`): a score as the page writes it, and "—" where
 * there is none (a week without sessions), as the tables beside the charts say it; echarts' own
 * default prints 7.2 and "-" whatever the reader's language.
 */
export const formatChartValue = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? formatScore(value) : '—');
