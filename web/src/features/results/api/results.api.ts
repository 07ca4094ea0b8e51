import { api } from '../../../lib/api-client';
import type { AchievementView, SessionResults } from '../../../lib/contracts';

export const resultsApi = {
  result: (sessionId: number, signal?: AbortSignal) => api.get<SessionResults>(`/api/results/${sessionId}`, { signal }),
  achievements: (sessionId: number, signal?: AbortSignal) =>
    api.get<AchievementView[]>(`/api/results/${sessionId}/achievements`, { signal }),
};
