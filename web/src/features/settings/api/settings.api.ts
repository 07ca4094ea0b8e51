import { apiRequest } from '../../../lib/api-client';

export const settingsApi = {
  /**
   * SPEC §7: PUT /api/auth/update-email, with the current password when the account has one (ADR 0042);
   * refusals carry SPEC §8's codes (EMAIL_ALREADY_TAKEN, EMAIL_INVALID, RATE_LIMITED),
   * IDENTITY.INCORRECT_PASSWORD or IDENTITY.SUPERADMIN_EMAIL_LOCKED.
   */
  updateEmail: (email: string, currentPassword: string | null) =>
    apiRequest<{ success: boolean; message: string; email: string; verificationEmailSent: boolean }>('/api/auth/update-email', {
      method: 'PUT',
      body: currentPassword === null ? { email } : { email, currentPassword },
    }),
  /** Ends every other sign-in of the account; this one stays. */
  signOutOtherDevices: () => apiRequest<{ success: boolean; message: string }>('/api/auth/sign-out-other-devices', { method: 'POST' }),
};
