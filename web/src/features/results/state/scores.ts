// The five skills (SPEC §1, in the radar's and the cards' order) and the bands of SPEC §9 — 8+ excellent
// (green), 6+ good (blue), 4+ fair (yellow), below 4 red — are the server's too.
export { SKILLS, scoreBand, type ScoreBand as Band, type Skill } from '../../../lib/shared';

import { currentLocale } from '../../../lib/locale';

const FORMATS = { en: new Intl.NumberFormat('en', { maximumFractionDigits: 1 }), ru: new Intl.NumberFormat('ru', { maximumFractionDigits: 1 }) };

/** Scores are shown with at most one decimal, as the reader writes numbers: 7, 7.5; «7,5». */
export const formatScore = (score: number) => FORMATS[currentLocale()].format(Math.round(score * 10) / 10);
