/**
 * What the invitation page offers (nobody joins an organisation without their own consent):
 * newAccount — nobody signed in and no account has the address: set a password here;
 * signIn — the address has an account: sign in to it, then accept or decline;
 * respond — signed in with the invited address: accept or decline;
 * wrongAccount — signed in as someone else: say so and offer to sign out.
 */
export type InvitationMode = 'newAccount' | 'signIn' | 'respond' | 'wrongAccount';

export function invitationMode(invitation: { email: string; existingAccount: boolean }, user: { email: string } | null): InvitationMode {
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
