import type { TeamMember } from '../../../lib/team-contracts';
import { teamApi } from '../api/team.api';
import { withInvited } from './members';
import { type Confirming, memberRemoved, type Notice, teamState } from './team-state';
import { asRef } from '../../../lib/valtio-ref';
import { NOTICE_MS } from '../../../config/timers';

export { clearInviteError, onMemberRemoved, teamState, type Confirming, type Notice } from './team-state';

let call: AbortController | null = null;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

export async function loadTeam(): Promise<void> {
  call?.abort();
  const current = (call = new AbortController());
  Object.assign(teamState, { status: 'loading', loadError: null });
  try {
    const members = await teamApi.members(current.signal);
    if (!current.signal.aborted) Object.assign(teamState, { status: 'ready', members });
  } catch (error) {
    if (!current.signal.aborted) Object.assign(teamState, { status: 'error', loadError: asRef(error) });
  }
}

export function showNotice(notice: Notice): void {
  clearTimeout(noticeTimer);
  teamState.notice = notice;
  noticeTimer = setTimeout(() => (teamState.notice = null), NOTICE_MS);
}

export function toggleInvite(open = !teamState.inviteOpen): void {
  Object.assign(teamState, { inviteOpen: open, inviteError: null });
}

/**
 * Invites `email` from the form, or sends a pending invitation again from its row; true on success.
 * The notice says what the server did: the form may be used on an address already pending too.
 */
export async function invite(email: string, from: 'form' | 'row' = 'form'): Promise<boolean> {
  Object.assign(teamState, { inviting: from === 'form', inviteError: null, actionError: null });
  try {
    const { member, resent } = await teamApi.invite(email);
    teamState.members = withInvited(teamState.members, member);
    showNotice({ kind: resent ? 'resent' : 'invited', email: member.email });
    return true;
  } catch (error) {
    if (from === 'form') teamState.inviteError = asRef(error);
    else teamState.actionError = asRef(error);
    return false;
  } finally {
    teamState.inviting = false;
  }
}

export function askToConfirm(confirming: Confirming | null): void {
  Object.assign(teamState, { confirming, actionError: null });
}

/** Runs the confirmed removal or revocation; the row leaves the list once the server agrees. */
export async function confirmAction(): Promise<void> {
  const pending = teamState.confirming;
  if (!pending) return;
  const { kind, member } = pending;
  teamState.busyKey = `${kind}-${member.email}`;
  try {
    if (kind === 'remove' && member.id !== null) await teamApi.remove(member.id);
    if (kind === 'revoke' && member.invitationId !== null) await teamApi.revoke(member.invitationId);
    teamState.confirming = null;
    showNotice({ kind: kind === 'remove' ? 'removed' : 'revoked', email: member.email });
    // Off the list; a removed member no longer counts in any assignment either (ADR 0028), and whoever shows those counts is told.
    memberRemoved(member);
  } catch (error) {
    teamState.actionError = asRef(error);
  } finally {
    teamState.busyKey = null;
  }
}

export async function resend(member: TeamMember): Promise<void> {
  teamState.busyKey = `resend-${member.email}`;
  await invite(member.email, 'row');
  teamState.busyKey = null;
}

export function leaveTeamPage(): void {
  call?.abort();
  call = null;
  clearTimeout(noticeTimer);
  Object.assign(teamState, { notice: null, confirming: null, inviteOpen: false, inviteError: null, actionError: null });
}
