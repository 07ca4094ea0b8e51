import { proxy } from 'valtio';
import { isApiError } from '../../../lib/api-error';
import type { InvitationView, Organization } from '../../../lib/team-contracts';
import { invitationApi } from '../api/invitation.api';
import { asRef } from '../../../lib/valtio-ref';
import { REFUSALS, type Refusal } from './invitation-mode';


export const invitationState = proxy({
  token: null as string | null,
  status: 'loading' as 'loading' | 'ready' | 'error',
  invitation: null as InvitationView | null,
  loadError: null as unknown,
  /** What the signed-in invitee did with it. */
  outcome: null as null | { kind: 'accepted'; organization: Organization } | { kind: 'declined' },
  acting: null as null | 'accept' | 'decline',
  actError: null as unknown,
});

let call: AbortController | null = null;

export async function openInvitation(token: string): Promise<void> {
  call?.abort();
  const current = (call = new AbortController());
  Object.assign(invitationState, { token, status: 'loading', invitation: null, loadError: null, outcome: null, acting: null, actError: null });
  try {
    const invitation = await invitationApi.get(token, current.signal);
    if (!current.signal.aborted) Object.assign(invitationState, { status: 'ready', invitation });
  } catch (error) {
    if (!current.signal.aborted) Object.assign(invitationState, { status: 'error', loadError: asRef(error) });
  }
}

/** Accept or decline as the signed-in invitee. A link that stopped working meanwhile shows as such. */
export async function respond(kind: 'accept' | 'decline'): Promise<boolean> {
  const token = invitationState.token;
  if (!token) return false;
  Object.assign(invitationState, { acting: kind, actError: null });
  try {
    if (kind === 'accept') {
      const { organization } = await invitationApi.accept(token);
      invitationState.outcome = { kind: 'accepted', organization };
    } else {
      await invitationApi.decline(token);
      invitationState.outcome = { kind: 'declined' };
    }
    return true;
  } catch (error) {
    if (isApiError(error) && ['INVITE.NOT_FOUND', 'INVITE.EXPIRED', 'INVITE.USED'].includes(error.code)) {
      Object.assign(invitationState, { status: 'error', loadError: asRef(error) });
    } else if (isApiError(error) && REFUSALS.includes(error.code) && invitationState.invitation) {
      // The account changed since the page opened (it joined another organisation): the page says why, as on opening.
      invitationState.invitation.refusal = error.code as Refusal;
    } else {
      invitationState.actError = asRef(error);
    }
    return false;
  } finally {
    invitationState.acting = null;
  }
}

export function leaveInvitation(): void {
  call?.abort();
  call = null;
}
