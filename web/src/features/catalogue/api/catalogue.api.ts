import { api } from '../../../lib/api-client';
import type {
  CategoryView,
  Difficulty,
  ScenarioDetail,
  ScenarioSummary,
  StartSessionRequest,
} from '../../../lib/contracts';

export type { StartSessionRequest };

export interface ScenarioFilters {
  /** An English category name; '' for every category. */
  category: string;
  difficulty: Difficulty | '';
}

export type PersonaGender = 'male' | 'female';

/** 201 { success: true, sessionId }; refusals arrive as API errors, but a { success: false } body is read too. */
export interface StartSessionResponse {
  success: boolean;
  sessionId?: number | string;
  message?: string;
  error?: string;
}

/** '?category=Sales&difficulty=Advanced', or '' without filters: the API query and the page's URL alike. */
export function filterQuery(filters: ScenarioFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  const text = params.toString();
  return text ? `?${text}` : '';
}

// The catalogue is public: 'token' sends the token when there is one and never ends a session.
export const catalogueApi = {
  scenarios: (filters: ScenarioFilters, signal?: AbortSignal) =>
    api.get<ScenarioSummary[]>(`/api/scenario${filterQuery(filters)}`, { auth: 'token', signal }),
  categories: (signal?: AbortSignal) => api.get<CategoryView[]>('/api/scenario/categories', { auth: 'token', signal }),
  /**
   * 'session' refreshes an expired access token first, so a SuperAdmin back after a break still
   * gets the system prompt; without any session it is an anonymous call like the others.
   */
  scenario: (id: number, signal?: AbortSignal) => api.get<ScenarioDetail>(`/api/scenario/${id}`, { auth: 'session', signal }),
  startSession: (body: StartSessionRequest) => api.post<StartSessionResponse>('/api/sessions', body),
};
