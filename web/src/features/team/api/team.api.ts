import { api, apiResponse } from '../../../lib/api-client';
import type { TeamMember } from '../../../lib/team-contracts';
import { wasResent } from '../state/members';

/** The caller's own organisation only (409 TEAM.NO_ORGANISATION without one). */
export const teamApi = {
  members: (signal?: AbortSignal) => api.get<TeamMember[]>('/api/admin/team', { signal }),
  /** 201 for a new invitation, 200 when a pending one was sent again (fresh link and expiry): `resent` says which. */
  invite: async (email: string): Promise<{ member: TeamMember; resent: boolean }> => {
    const response = await apiResponse('/api/admin/team/invite', { method: 'POST', body: { email } });
    return { member: (await response.json()) as TeamMember, resent: wasResent(response.status) };
  },
  remove: (userId: number) => api.delete(`/api/admin/team/${userId}`),
  revoke: (invitationId: number) => api.delete(`/api/admin/team/invitations/${invitationId}`),
};
