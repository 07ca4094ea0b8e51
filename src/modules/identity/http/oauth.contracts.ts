import { z } from 'zod';
import { OAUTH_PROVIDERS, SIGN_IN_BUTTONS } from '../domain/oauth.ts';
import { userView } from './auth.contracts.ts';

/** Contracts of social sign-in (SPEC §7 OAuth; ADR 0023). */

export { OAUTH_PROVIDERS, SIGN_IN_BUTTONS, type OAuthProvider, type SignInButton } from '../domain/oauth.ts';

const provider = z.enum(OAUTH_PROVIDERS, { message: 'Provider must be google, facebook or auth0.' });
/**
 * Provider access tokens (and Google ID tokens) are opaque to the client; JWTs of several KB are
 * normal. Every token is visible ASCII (RFC 6749 Appendix A, VSCHAR without the space).
 */
const providerToken = z.string().trim().min(1, 'The provider token is required.').max(8192)
  .regex(/^[\x21-\x7e]+$/, 'The provider token has characters no token has.');
const locale = z.enum(['en', 'ru']);

export const oauthLoginRequest = z.object({ provider, accessToken: providerToken, rememberMe: z.boolean().default(false), locale: locale.optional() });

/**
 * SPEC's Auth0 body. `userInfo` is what the browser's SDK read about the person: accepted for
 * compatibility and never used, since identity comes from the provider's /userinfo alone.
 */
export const auth0LoginRequest = z.object({
  provider: z.literal('auth0', { message: 'Provider must be auth0.' }),
  accessToken: providerToken,
  userInfo: z.record(z.string(), z.unknown()).optional().nullable(),
  rememberMe: z.boolean().default(false),
  locale: locale.optional(),
});

export const linkRequest = z.object({ provider, accessToken: providerToken, userInfo: z.record(z.string(), z.unknown()).optional().nullable() });
/** Without `id`, every link of the provider goes (SPEC's shape); with it, that one (Auth0 may hold several). */
export const unlinkRequest = z.object({ provider, id: z.number().int().positive().optional() });

export const oauthLoginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  /** Rotate it through POST /api/auth/refresh; it lives REFRESH_TOKEN_TTL_DAYS with rememberMe, else BROWSER_SESSION_TTL_HOURS. */
  refreshToken: z.string(),
  message: z.string(),
  user: userView,
  userId: z.number().int(),
  emailVerified: z.boolean(),
  /** The sign-in created the account. */
  isNewUser: z.boolean(),
  /** The provider gave no email: the account has a temporary address until the learner adds one. */
  temporaryEmail: z.boolean(),
});

export const linkedAccountView = z.object({
  id: z.number().int(),
  provider,
  providerDisplayName: z.string(),
  providerEmail: z.string().nullable(),
  /** The sign-in button this link answers to (an Auth0 connection's, or the provider's own). */
  button: z.enum(SIGN_IN_BUTTONS).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const linkedAccountsResponse = z.array(linkedAccountView);
export const linkResponse = z.object({ success: z.literal(true), message: z.string(), account: linkedAccountView });
export const unlinkResponse = z.object({ success: z.literal(true), message: z.string(), removed: z.number().int() });

/**
 * How the browser starts a sign-in with one button (ADR 0023): a redirect to `authorizeUrl` with
 * these parameters and a `state` of its own. `token`: the access token comes back in the fragment
 * (Google, Facebook); `code`: an authorisation code the browser exchanges at `tokenUrl` with PKCE (Auth0).
 */
export const signInOption = z.object({
  button: z.enum(SIGN_IN_BUTTONS),
  provider,
  authorizeUrl: z.string(),
  responseType: z.enum(['token', 'code']),
  clientId: z.string(),
  scope: z.string(),
  /** Further authorize parameters: Auth0's `audience` and `connection`. */
  params: z.record(z.string(), z.string()),
  tokenUrl: z.string().nullable(),
  /** Where the browser signs out of the provider after a failed sign-in (SPEC §2 Login callback). */
  logoutUrl: z.string().nullable(),
});
export const signInOptionsResponse = z.object({ providers: z.array(signInOption) });

export type OAuthLoginRequest = z.input<typeof oauthLoginRequest>;
export type Auth0LoginRequest = z.input<typeof auth0LoginRequest>;
export type LinkRequest = z.input<typeof linkRequest>;
export type UnlinkRequest = z.input<typeof unlinkRequest>;
export type OAuthLoginResponse = z.infer<typeof oauthLoginResponse>;
export type LinkedAccountView = z.infer<typeof linkedAccountView>;
export type LinkResponse = z.infer<typeof linkResponse>;
export type UnlinkResponse = z.infer<typeof unlinkResponse>;
export type SignInOption = z.infer<typeof signInOption>;
export type SignInOptionsResponse = z.infer<typeof signInOptionsResponse>;
