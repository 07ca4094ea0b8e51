import { api } from '../../../lib/api-client';
import type { TeamMember } from '../../../lib/team-contracts';

/** The caller's own organisation only (409 TEAM.NO_ORGANISATION without one). */
export const teamApi = {
  members: (signal?: AbortSignal) => api.get<TeamMember[]>('/api/admin/team', { signal }),
  /** 201 for a new invitation, 200 when a pending one was sent again (fresh link and expiry). */
  invite: (email: string) => api.post<TeamMember>('/api/admin/team/invite', { email }),
  remove: (userId: number) => api.delete(`/api/admin/team/${userId}`),
  revoke: (invitationId: number) => api.delete(`/api/admin/team/invitations/${invitationId}`),
};
