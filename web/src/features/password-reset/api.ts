import { api } from '../../lib/api-client';

type Message = { success: boolean; message: string };

/** "Forgot your password?": the server answers alike for every address, so the page cannot tell either. */
export const passwordResetApi = {
  request: (email: string) => api.post<Message>('/api/auth/forgot-password', { email }, { auth: 'none' }),
  check: (token: string) => api.get<{ valid: boolean }>(`/api/auth/reset-password?token=${encodeURIComponent(token)}`, { auth: 'none' }),
  reset: (token: string, newPassword: string) => api.post<Message>('/api/auth/reset-password', { token, newPassword }, { auth: 'none' }),
  /** "It was not me" (ADR 0047): the link in the notice mailed to the address the account left. */
  checkUndo: (token: string) =>
    api.get<{ valid: boolean; email: string | null }>(`/api/auth/undo-email-change?token=${encodeURIComponent(token)}`, { auth: 'none' }),
  undo: (token: string, newPassword: string) =>
    api.post<Message & { email: string }>('/api/auth/undo-email-change', { token, newPassword }, { auth: 'none' }),
};
