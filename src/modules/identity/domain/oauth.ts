/** The identity providers whose tokens the server checks itself (SPEC §7 OAuth). */
export const OAUTH_PROVIDERS = ['google', 'facebook', 'auth0'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/**
 * The sign-in buttons of Login and Register (SPEC §2). google and facebook are their own providers
 * when configured; every button may also be one of Auth0's social connections.
 */
export const SIGN_IN_BUTTONS = ['google', 'facebook', 'github', 'microsoft', 'apple', 'twitter'] as const;
export type SignInButton = (typeof SIGN_IN_BUTTONS)[number];

/**
 * Who a provider says a person is, read from the provider itself after it accepted the token:
 * never from anything the browser sent.
 */
export interface ProviderIdentity {
  provider: OAuthProvider;
  /** The provider's stable id of the person (Google's and Auth0's `sub`, Facebook's app-scoped id). */
  subject: string;
  /** Null when the provider gives none (a Facebook account made with a phone number). */
  email: string | null;
  /** Whether the provider itself vouches that the person owns `email`. */
  emailVerified: boolean;
  firstName: string | null;
  /** What the learner recognises the sign-in by: "Google", or the Auth0 connection ("GitHub"). */
  displayName: string;
  /** The button this identity came through (an Auth0 connection's, or the provider's own). */
  button: SignInButton | null;
}

/** A provider identity tied to an account: signing in with it opens that account (SPEC §3 Linked OAuth account). */
export interface LinkedAccount {
  id: number;
  userId: number;
  provider: OAuthProvider;
  subject: string;
  providerDisplayName: string;
  providerEmail: string | null;
  button: SignInButton | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** `lastUsedAt`: set when the link is made by a sign-in (the account's first), left empty when it is connected from Settings. */
export type NewLinkedAccount = Omit<LinkedAccount, 'id' | 'createdAt' | 'lastUsedAt'> & { lastUsedAt?: Date | null };

/**
 * Whether the account keeps a way to sign in once `removing` of its `linked` accounts are gone:
 * a password, or another linked identity (SPEC: unlinking must not lock the learner out).
 */
export function keepsAWayIn(hasPassword: boolean, linked: number, removing: number): boolean {
  return hasPassword || linked - removing > 0;
}
