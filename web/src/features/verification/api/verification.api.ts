import { api } from '../../../lib/api-client';
import type { EmailVerified, VerificationSent, VerificationStatusView, VerificationTokenValidity } from '../../../lib/contracts';

/** SPEC §7 "Email verification". The token is the proof for verify and validate: they go without the session. */
export const verificationApi = {
  send: (email: string) => api.post<VerificationSent>('/api/email-verification/send', { email }),
  resend: () => api.post<VerificationSent>('/api/email-verification/resend'),
  verify: (token: string) => api.post<EmailVerified>('/api/email-verification/verify', { token }, { auth: 'none' }),
  validate: (token: string) =>
    api.get<VerificationTokenValidity>(`/api/email-verification/validate/${encodeURIComponent(token)}`, { auth: 'none' }),
  status: () => api.get<VerificationStatusView>('/api/email-verification/status'),
};
