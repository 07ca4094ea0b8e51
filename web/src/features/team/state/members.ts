import type { TeamMember } from '../../../lib/team-contracts';

/**
 * The list after an invitation: a re-invite of a pending address replaces its row (fresh expiry),
 * a new one is appended after the others (SPEC §4: "the member is appended").
 */
export function withInvited(members: readonly TeamMember[], invited: TeamMember): TeamMember[] {
  const same = (m: TeamMember) => m.status === 'pending' && m.email.toLowerCase() === invited.email.toLowerCase();
  return members.some(same) ? members.map((m) => (same(m) ? invited : m)) : [...members, invited];
}

/** The server answers 200 when the address already had a pending invitation it sent again, 201 for a new one. */
export const wasResent = (status: number): boolean => status === 200;

/** The heading's numbers: members only, and the invitations still waiting for an answer apart. */
export function teamCounts(members: readonly Pick<TeamMember, 'status'>[]): { members: number; pending: number } {
  const pending = members.filter((m) => m.status === 'pending').length;
  return { members: members.length - pending, pending };
}

/** Only active members who are not Admins can be removed here (SPEC §2; the server refuses the rest too). */
export function isRemovable(member: TeamMember): boolean {
  return member.status === 'active' && member.role === 'User' && member.id !== null;
}

/** SPEC §3: an empty level is shown as Expert. */
export function levelOf(member: Pick<TeamMember, 'level'>): string | null {
  return member.level?.trim() ? member.level.trim() : null;
}

/** A stable key for a row: the user for members, the invitation for pending ones. */
export function memberKey(member: TeamMember): string {
  return member.status === 'pending' ? `invitation-${member.invitationId}` : `user-${member.id}`;
}
