import { api } from '../../../lib/api-client';
import type { HackingAttemptPage, HackingAttemptStatistics } from '../../../lib/contracts';

/** SuperAdmin only (401 anonymous, 403 anyone else). `query` is built by listQuery. */
export const hackingAttemptsApi = {
  list: (query: string, signal?: AbortSignal) => api.get<HackingAttemptPage>(`/api/hackingattempts?${query}`, { signal }),
  statistics: (signal?: AbortSignal) => api.get<HackingAttemptStatistics>('/api/hackingattempts/statistics', { signal }),
};
