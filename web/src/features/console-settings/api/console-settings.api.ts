import { api, apiResponse } from '../../../lib/api-client';
import type { HealthResponse, SuperAdminChangePasswordRequest } from '../../../lib/contracts';

/** SuperAdmin only (401 anonymous, 403 anyone else); the health check is public. */
export const consoleSettingsApi = {
  changePassword: (body: SuperAdminChangePasswordRequest) => api.post<{ success: true; message: string }>('/api/superadmin/change-password', body),
  /** The whole system as one JSON file, streamed by the server; read here as a file to save. */
  exportData: async () => {
    const response = await apiResponse('/api/superadmin/export-data', { accept: 'application/json' });
    return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
  },
  health: (signal?: AbortSignal) => api.get<HealthResponse>('/api/health', { auth: 'none', timeoutMs: 10_000, signal }),
};
