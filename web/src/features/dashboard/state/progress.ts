import type { Progress } from '../../../lib/contracts';
import { SKILLS, type Skill } from '../../../lib/shared';

/** What progress is shown on: overall first, then the five skills (the order of SPEC §3). */
export const MEASURES = ['overall', ...SKILLS] as const;
export type Measure = 'overall' | Skill;

type Week = Progress['weeks'][number];

/** A week's average of one measure; null in a week without practice. */
export const scoreOf = (week: Week, m: Measure) => (m === 'overall' ? week.overall : week.skills[m]);

