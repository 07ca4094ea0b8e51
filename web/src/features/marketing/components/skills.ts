/** The five skills every session is scored on (SPEC §1). */
export const SKILLS = ['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening'] as const;
export type Skill = (typeof SKILLS)[number];
