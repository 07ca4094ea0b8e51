import { homeForRole, ROUTES } from '../../../app/paths';
import { UiError } from '../../../lib/api-error';
import type { OAuthLoginResponse, SignInButton, UserView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { decodePayload } from '../../../lib/jwt';
import { signInWithTokens } from '../../auth';
import { oauthApi } from '../api/oauth.api';
import { consumePending, type PendingSignIn } from './pending';
import { readProviderAnswer } from './sign-in-flow';

export type CallbackOutcome =
  | { kind: 'login'; user: UserView; target: string; response: OAuthLoginResponse }
  | { kind: 'link'; target: string; providerName: string };

/** `button`: the one the sign-in started from, to name the provider in what the page says. */
export type CallbackResult =
  | { ok: true; outcome: CallbackOutcome; button: SignInButton | null }
  | { ok: false; error: unknown; mode: 'login' | 'link'; retryHref: string; button: SignInButton | null };

/**
 * Finishes a social sign-in on the callback page (SPEC §2/§4 Login callback): checks that the answer
 * belongs to the sign-in this tab started (its `state`), gets the provider's access token (from the
 * fragment, or by exchanging the code with PKCE), and hands it to the server, which asks the provider
 * itself who it is for. Login mode signs in; link mode connects the identity to the signed-in account.
 */
export async function completeCallback(pathProvider: string | null, search: string, hash: string): Promise<CallbackResult> {
  const pending = consumePending();
  const button = pending?.button ?? null;
  try {
    return { ok: true, outcome: await complete(pending, pathProvider, search, hash), button };
  } catch (error) {
    const mode = pending?.mode ?? 'login';
    return { ok: false, error, mode, retryHref: mode === 'link' ? ROUTES.settings : retryLogin(pending), button };
  }
}

async function complete(pending: PendingSignIn | null, pathProvider: string | null, search: string, hash: string): Promise<CallbackOutcome> {
  const answer = readProviderAnswer(search, hash);
  if (!pending || answer.state !== pending.state || (pathProvider && pathProvider !== pending.provider) || answer.error) {
    throw new UiError('oauth:errors.authenticationFailed');
  }
  const { accessToken, userInfo } = await tokenOf(pending, answer);
  if (pending.mode === 'link') {
    const linked = await oauthApi.link(pending.provider, accessToken, userInfo);
    return { kind: 'link', target: pending.redirect ?? ROUTES.settings, providerName: linked.account.providerDisplayName };
  }
  const locale = currentLocale();
  const response = pending.provider === 'auth0'
    ? await oauthApi.auth0({ provider: 'auth0', accessToken, userInfo, rememberMe: pending.rememberMe, locale })
    : await oauthApi.login({ provider: pending.provider, accessToken, rememberMe: pending.rememberMe, locale });
  const user = await signInWithTokens(response, pending.rememberMe);
  // A new account starts where Register sends one (SPEC §2: onboarding), a returning one at its home.
  return { kind: 'login', user, response, target: pending.redirect ?? (response.isNewUser ? ROUTES.onboarding : homeForRole(user.role)) };
}

async function tokenOf(pending: PendingSignIn, answer: ReturnType<typeof readProviderAnswer>) {
  if (!pending.codeVerifier) {
    if (!answer.accessToken) throw new UiError('oauth:errors.noUserInfoReceived');
    return { accessToken: answer.accessToken, userInfo: undefined };
  }
  if (!answer.code || !pending.tokenUrl) throw new UiError('oauth:errors.noUserInfoReceived');
  let tokens: { access_token?: unknown; id_token?: unknown };
  try {
    const res = await fetch(pending.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', client_id: pending.clientId, code: answer.code, redirect_uri: pending.redirectUri, code_verifier: pending.codeVerifier,
      }),
    });
    tokens = res.ok ? ((await res.json()) as typeof tokens) : {};
  } catch {
    tokens = {};
  }
  if (typeof tokens.access_token !== 'string') throw new UiError('oauth:errors.authenticationFailed');
  return { accessToken: tokens.access_token, userInfo: typeof tokens.id_token === 'string' ? userInfoOf(tokens.id_token) : undefined };
}

/** SPEC's userInfo, read from the ID token for the server's records only: the server never trusts it. */
function userInfoOf(idToken: string): Record<string, unknown> | undefined {
  const claims = decodePayload(idToken);
  if (!claims) return undefined;
  const { sub, email, email_verified: emailVerified, name, picture, nickname } = claims;
  return { sub, email, emailVerified, name, picture, nickname };
}

/** Try Again after a failed login: through the provider's sign-out when it has one (SPEC §2), back to Login. */
function retryLogin(pending: PendingSignIn | null): string {
  if (!pending?.logoutUrl) return ROUTES.login;
  const url = new URL(pending.logoutUrl);
  url.searchParams.set('client_id', pending.clientId);
  url.searchParams.set('post_logout_redirect_uri', window.location.origin + ROUTES.login);
  return url.toString();
}
