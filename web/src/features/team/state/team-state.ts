import { proxy } from 'valtio';
import type { TeamMember } from '../../../lib/team-contracts';

// The page's state and what changes it without a call to the server (team.store.ts makes the calls):
// kept apart so it loads without the API client.

export type Notice = { kind: 'invited' | 'resent' | 'removed' | 'revoked'; email: string };
/** A row action waiting for its confirmation dialog. */
export type Confirming = { kind: 'remove' | 'revoke'; member: TeamMember };

export const teamState = proxy({
  status: 'loading' as 'loading' | 'ready' | 'error',
  members: [] as TeamMember[],
  loadError: null as unknown,
  inviteOpen: false,
  inviting: false,
  inviteError: null as unknown,
  notice: null as Notice | null,
  confirming: null as Confirming | null,
  /** The row whose action is under way (its buttons wait). */
  busyKey: null as string | null,
  actionError: null as unknown,
});

/** The refusal was about the address the server saw: another address (or another try) makes it stale. */
export function clearInviteError(): void {
  if (teamState.inviteError) teamState.inviteError = null;
}

/** Told of each member the server removed: the page passes the assignments section's refresh (features do not import each other's stores). */
const removedListeners = new Set<(userId: number) => void>();

/** Calls `listener` after each removal the server confirmed; the returned function stops that. */
export function onMemberRemoved(listener: (userId: number) => void): () => void {
  removedListeners.add(listener);
  return () => {
    removedListeners.delete(listener);
  };
}

/** The server removed the member (or revoked the invitation): off the list; listeners hear of a member who left. */
export function memberRemoved(member: TeamMember): void {
  teamState.members = teamState.members.filter((m) => !(m.status === member.status && m.email === member.email));
  if (member.status === 'active' && member.id !== null) for (const listener of removedListeners) listener(member.id);
}
