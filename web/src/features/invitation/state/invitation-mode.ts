/**
 * What the invitation page offers (nobody joins an organisation without their own consent):
 * refused — the address's account cannot join as it is (another organisation, an administrator), or
 *   no account can be made there yet: say why, whoever is signed in, and offer nothing that would
 *   change anything;
 * newAccount — nobody signed in and no account has the address: set a password here;
 * signIn — the address has an account: sign in to it, then accept or decline;
 * respond — signed in with the invited address: accept or decline;
 * wrongAccount — signed in as someone else: say so and offer to sign out.
 */
export type InvitationMode = 'refused' | 'newAccount' | 'signIn' | 'respond' | 'wrongAccount';

/**
 * Why the invited account cannot join, or no account can be made at the address yet (an account left
 * it this week), as the server words it (GET /api/invitations/:token, or a refused answer).
 */
export type Refusal = 'TEAM.OTHER_ORGANISATION' | 'TEAM.ADMIN_NOT_INVITABLE' | 'TEAM.ADDRESS_ON_HOLD';

export const REFUSALS: readonly string[] = ['TEAM.OTHER_ORGANISATION', 'TEAM.ADMIN_NOT_INVITABLE', 'TEAM.ADDRESS_ON_HOLD'] satisfies Refusal[];

export function invitationMode(
  invitation: { email: string; existingAccount: boolean; refusal?: Refusal | null },
  user: { email: string } | null,
): InvitationMode {
  if (invitation.refusal) return 'refused';
  if (user) return user.email.trim().toLowerCase() === invitation.email.trim().toLowerCase() ? 'respond' : 'wrongAccount';
  return invitation.existingAccount ? 'signIn' : 'newAccount';
}

/** Reads ?token= (trimmed; mail clients sometimes carry a stray space); null when there is none. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

/** The password rule the server applies (SPEC §9: at least 6 characters). */
export const MIN_PASSWORD = 6;
