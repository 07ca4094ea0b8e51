import type { Invitation } from '../domain/invitation.ts';
import type { TeamMemberDetails } from '../domain/team.ts';
import type { User } from '../domain/user.ts';
import type { TeamMemberView } from '../http/team.contracts.ts';

/** An active member as the team list shows them. */
export const activeMemberView = (m: TeamMemberDetails): TeamMemberView => ({
  id: m.userId, email: m.email, role: m.role, level: m.level, experiencePoints: m.experiencePoints, status: 'active',
  invitationId: null, invitedAt: m.invitedAt?.toISOString() ?? null, expiresAt: null,
});

/**
 * A pending invitee. Someone who already has an account is named by its id, but nothing more of
 * it shows: they have not agreed to join, so their level and points are not this team's to see.
 */
export const pendingMemberView = (invitation: Invitation, account: Pick<User, 'id'> | null): TeamMemberView => ({
  id: account?.id ?? null, email: invitation.email, role: 'User', level: null, experiencePoints: 0, status: 'pending',
  invitationId: invitation.id, invitedAt: invitation.sentAt.toISOString(), expiresAt: invitation.expiresAt.toISOString(),
});
