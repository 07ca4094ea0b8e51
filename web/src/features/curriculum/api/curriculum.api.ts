import { api } from '../../../lib/api-client';
import type { Difficulty, OnboardingProfile, ScenarioSummary } from '../../../lib/contracts';

/*
 * The curriculum contract (issue R2.7), written here while the server's side is built on another
 * branch: once src/modules/curriculum/http has its contract file, these types should come from it
 * through lib/contracts.ts, as every other API type does.
 */

export type CurriculumStatus = 'NotStarted' | 'InProgress' | 'Completed';
export type MetricName = 'Empathy' | 'Clarity' | 'ProblemSolving' | 'Composure' | 'ActiveListening' | 'Overall';
export type ReasonSkill = 'empathy' | 'clarity' | 'problemSolving' | 'composure' | 'activeListening';
/** Why the planner chose a scenario: the learner's goals, their weakest skill, a review of a mastered one, a step up, or simply next. */
export type ReasonKind = 'goal' | 'weakest' | 'review' | 'stretch' | 'next';

export interface CurriculumMetric {
  name: MetricName;
  /** 0–10, from the best result of the scenario. */
  score: number;
}

export interface CurriculumItem {
  scenarioId: number;
  name: string;
  name_ru: string;
  description: string;
  description_ru: string;
  category: string;
  category_ru: string;
  difficulty: Difficulty;
  difficulty_ru: string;
  speakerCount: number;
  status: CurriculumStatus;
  /** InProgress: the unended session to continue; Completed: the best result's session; otherwise null. */
  sessionId: number | null;
  /** Empty unless Completed. */
  metrics: CurriculumMetric[];
  reason: { skill: ReasonSkill | null; kind: ReasonKind };
}

export interface CurriculumList {
  isInitial: boolean;
  /** null: never generated (an initial curriculum then has no items). */
  generatedAt: string | null;
  items: CurriculumItem[];
}

export interface GeneratedCurriculum {
  initial: CurriculumList;
  dynamic: CurriculumList;
}

export const curriculumApi = {
  list: (isInitial: boolean, signal?: AbortSignal) => api.get<CurriculumList>(`/api/onboarding/curriculum?isInitial=${isInitial}`, { signal }),
  generate: () => api.post<GeneratedCurriculum>('/api/onboarding/curriculum/generate', {}),
  /** The guard reads previousCategories (SPEC §2 "Guards"). */
  profile: (signal?: AbortSignal) => api.get<OnboardingProfile>('/api/onboarding/profile', { signal }),
  /** The public catalogue: its length is the count on 'view all scenarios'. */
  scenarios: (signal?: AbortSignal) => api.get<ScenarioSummary[]>('/api/scenario', { auth: 'token', signal }),
};
