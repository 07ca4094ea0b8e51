// The five skills (SPEC §1, in the radar's and the cards' order) and the bands of SPEC §9 — 8+ excellent
// (green), 6+ good (blue), 4+ fair (yellow), below 4 red — are the server's too.
export { SKILLS, scoreBand, type ScoreBand as Band, type Skill } from '../../../lib/shared';

/** Scores are shown with at most one decimal: 7, 7.5. */
export const formatScore = (score: number) => String(Math.round(score * 10) / 10);
