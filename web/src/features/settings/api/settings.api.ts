import { apiRequest } from '../../../lib/api-client';

export const settingsApi = {
  /** SPEC §7: PUT /api/auth/update-email; refusals carry SPEC §8's codes (EMAIL_ALREADY_TAKEN, EMAIL_INVALID, RATE_LIMITED) or IDENTITY.SUPERADMIN_EMAIL_LOCKED. */
  updateEmail: (email: string) =>
    apiRequest<{ success: boolean; message: string; email: string }>('/api/auth/update-email', { method: 'PUT', body: { email } }),
};
