import { api } from '../../../lib/api-client';
import type { UsageView } from '../../../lib/contracts';

/** SPEC §9: the usage request gives up after 5 s (the navbar must not wait on it). */
export const USAGE_TIMEOUT_MS = 5000;

export const usageApi = {
  usage: () => api.get<UsageView>('/api/dashboard/usage', { timeoutMs: USAGE_TIMEOUT_MS }),
};
