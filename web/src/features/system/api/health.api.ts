import { api } from '../../../lib/api-client';
import type { HealthResponse } from '../../../lib/contracts';

export const healthApi = {
  check: () => api.get<HealthResponse>('/api/health', { auth: 'none', timeoutMs: 10_000 }),
};
