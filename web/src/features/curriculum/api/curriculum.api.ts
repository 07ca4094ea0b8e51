import { api } from '../../../lib/api-client';
import type { OnboardingProfile, ScenarioSummary } from '../../../lib/contracts';

import type { CurriculumItem, CurriculumList, GeneratedCurriculum } from '../../../lib/contracts';

export type { CurriculumItem, CurriculumList, GeneratedCurriculum };
export type CurriculumStatus = CurriculumItem['status'];
export type CurriculumMetric = CurriculumItem['metrics'][number];
export type MetricName = CurriculumMetric['name'];
export type ReasonSkill = NonNullable<CurriculumItem['reason']['skill']>;
/** Why the planner chose a scenario: the learner's goals, their weakest skill, a review of a mastered one, a step up, or simply next. */
export type ReasonKind = CurriculumItem['reason']['kind'];

export const curriculumApi = {
  list: (isInitial: boolean, signal?: AbortSignal) => api.get<CurriculumList>(`/api/onboarding/curriculum?isInitial=${isInitial}`, { signal }),
  generate: () => api.post<GeneratedCurriculum>('/api/onboarding/curriculum/generate', {}),
  /** The guard reads previousCategories (SPEC §2 "Guards"). */
  profile: (signal?: AbortSignal) => api.get<OnboardingProfile>('/api/onboarding/profile', { signal }),
  /** The public catalogue: its length is the count on 'view all scenarios'. */
  scenarios: (signal?: AbortSignal) => api.get<ScenarioSummary[]>('/api/scenario', { auth: 'token', signal }),
};
