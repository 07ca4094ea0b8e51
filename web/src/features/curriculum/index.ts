// The curriculum as other features see it: onboarding builds it after saving goals, and the
// simulation refreshes it once an analysis completes (SPEC §4). The page itself is reached through
// the router only (app/router.tsx), so no component is exported here.
export type { CurriculumItem, CurriculumList } from './api/curriculum.api';
export { generateCurriculum, type GenerateFailure, refreshCurriculum } from './state/curriculum.store';
