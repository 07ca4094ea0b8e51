import { api } from '../../../lib/api-client';
import type { RequeueResult, RetryStats } from '../../../lib/contracts';

/** SuperAdmin only (401 anonymous, 403 anyone else). */
export const analysisMonitoringApi = {
  stats: (signal?: AbortSignal) => api.get<RetryStats>('/api/superadmin/analysis-retry-stats', { signal }),
  requeue: () => api.post<RequeueResult>('/api/superadmin/retry-failed-analysis'),
};
