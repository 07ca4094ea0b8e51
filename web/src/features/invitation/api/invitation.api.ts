import { api } from '../../../lib/api-client';
import type { AcceptInviteRequest, AuthResponse } from '../../../lib/contracts';
import type { InvitationView, Organization } from '../../../lib/team-contracts';

const path = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const invitationApi = {
  /** Public: 404 INVITE.NOT_FOUND (also revoked), 410 INVITE.EXPIRED, 409 INVITE.USED. */
  get: (token: string, signal?: AbortSignal) => api.get<InvitationView>(path(token), { auth: 'none', signal }),
  /** A new person: the account is made with the invitation's address and signed in (as register answers). */
  acceptAsNewAccount: (body: AcceptInviteRequest) =>
    api.post<AuthResponse>('/api/auth/accept-invite', body, { auth: 'none' }),
  /** Someone signed in with the invited address joins, or says no. */
  accept: (token: string) => api.post<{ success: true; organization: Organization }>(`${path(token)}/accept`),
  decline: (token: string) => api.post<void>(`${path(token)}/decline`),
};
