import { api } from '../../../lib/api-client';
import type { AchievementView, SessionResults } from '../../../lib/contracts';

export const resultsApi = {
  result: (sessionId: number, signal?: AbortSignal) => api.get<SessionResults>(`/api/results/${sessionId}`, { signal }),
  achievements: (sessionId: number, signal?: AbortSignal) =>
    api.get<AchievementView[]>(`/api/results/${sessionId}/achievements`, { signal }),
  /** "Try this moment again": a new session from one of the learner's messages (counts like a start). */
  branch: (sessionId: number, fromMessageNumber: number, withCoach: boolean) =>
    api.post<{ success: true; sessionId: number }>(`/api/sessions/${sessionId}/branch`, { fromMessageNumber, withCoach }),
};
