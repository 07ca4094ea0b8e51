import type { Invitation } from '../domain/invitation.ts';
import type { TeamMemberDetails } from '../domain/team.ts';
import type { TeamMemberView } from '../http/team.contracts.ts';

/** An active member as the team list shows them. */
export const activeMemberView = (m: TeamMemberDetails): TeamMemberView => ({
  id: m.userId, email: m.email, role: m.role, level: m.level, experiencePoints: m.experiencePoints, status: 'active',
  invitationId: null, invitedAt: m.invitedAt?.toISOString() ?? null, expiresAt: null,
});

/**
 * A pending invitee: the invitation, never the account the address may have (its id, level or
 * points): they have not agreed to join, and whether they have an account is not the team's to know.
 */
export const pendingMemberView = (invitation: Invitation): TeamMemberView => ({
  id: null, email: invitation.email, role: 'User', level: null, experiencePoints: 0, status: 'pending',
  invitationId: invitation.id, invitedAt: invitation.sentAt.toISOString(), expiresAt: invitation.expiresAt.toISOString(),
});
