import { api } from '../../lib/api-client';

type Message = { success: boolean; message: string };

/** "Forgot your password?": the server answers alike for every address, so the page cannot tell either. */
export const passwordResetApi = {
  request: (email: string) => api.post<Message>('/api/auth/forgot-password', { email }, { auth: 'none' }),
  check: (token: string) => api.get<{ valid: boolean }>(`/api/auth/reset-password?token=${encodeURIComponent(token)}`, { auth: 'none' }),
  reset: (token: string, newPassword: string) => api.post<Message>('/api/auth/reset-password', { token, newPassword }, { auth: 'none' }),
};
