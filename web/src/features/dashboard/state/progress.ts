import type { Progress } from '../../../lib/contracts';

/** What progress is shown on: overall first, then the five skills (the order of SPEC §3). */
export const MEASURES = ['overall', 'empathy', 'clarity', 'problemSolving', 'composure', 'activeListening'] as const;
export type Measure = (typeof MEASURES)[number];
export const PROGRESS_SKILLS = MEASURES.slice(1) as Exclude<Measure, 'overall'>[];

type Week = Progress['weeks'][number];

/** A week's average of one measure; null in a week without practice. */
export const scoreOf = (week: Week, m: Measure) => (m === 'overall' ? week.overall : week.skills[m]);

