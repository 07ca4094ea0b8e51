import { api } from '../../../lib/api-client';
import type { SystemMetrics } from '../../../lib/contracts';

/** SuperAdmin only (401 anonymous, 403 anyone else). A poll that takes longer than its interval is given up. */
export const systemMetricsApi = {
  read: (signal?: AbortSignal) => api.get<SystemMetrics>('/api/superadmin/system-metrics', { signal, timeoutMs: 10_000 }),
};
