import type { SignInOption } from '../../../lib/contracts';
import { authCallbackPath } from '../../../app/paths';
import { savePending, type PendingSignIn } from './pending';
import { challengeOf, randomToken } from './pkce';

export interface SignInIntent {
  mode: 'login' | 'link';
  rememberMe: boolean;
  redirect: string | null;
}

/**
 * The provider's authorisation URL for one button (ADR 0023). `token`: the implicit grant, the access
 * token comes back in the fragment (Google, Facebook). `code`: authorisation code with PKCE S256,
 * exchanged by this page at the provider's token endpoint (Auth0).
 */
export function authorizeUrlFor(option: SignInOption, state: string, redirectUri: string, challenge: string | null): string {
  const url = new URL(option.authorizeUrl);
  const params: Record<string, string> = {
    client_id: option.clientId, redirect_uri: redirectUri, response_type: option.responseType, scope: option.scope, state, ...option.params,
  };
  if (challenge) Object.assign(params, { code_challenge: challenge, code_challenge_method: 'S256' });
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** Where the provider returns to: `/auth/callback/<provider>` on this origin (each provider registers it). */
export function redirectUriFor(option: SignInOption, origin = window.location.origin): string {
  return origin + authCallbackPath(option.provider);
}

/** Remembers the sign-in in this tab, then leaves for the provider. */
export async function beginSignIn(option: SignInOption, intent: SignInIntent): Promise<void> {
  const state = randomToken(16);
  const codeVerifier = option.responseType === 'code' ? randomToken(32) : null;
  const redirectUri = redirectUriFor(option);
  const pending: PendingSignIn = {
    state, provider: option.provider, button: option.button, mode: intent.mode, rememberMe: intent.rememberMe, redirect: intent.redirect,
    redirectUri, clientId: option.clientId, codeVerifier, tokenUrl: option.tokenUrl, logoutUrl: option.logoutUrl, startedAt: Date.now(),
  };
  savePending(pending);
  window.location.assign(authorizeUrlFor(option, state, redirectUri, codeVerifier ? await challengeOf(codeVerifier) : null));
}

/** What the provider put in the address: the implicit grant answers in the fragment, the code grant in the query. */
export interface ProviderAnswer {
  state: string | null;
  accessToken: string | null;
  code: string | null;
  error: string | null;
  errorDescription: string | null;
}

export function readProviderAnswer(search: string, hash: string): ProviderAnswer {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const pick = (name: string) => fragment.get(name) ?? query.get(name);
  return {
    state: pick('state'),
    accessToken: fragment.get('access_token'),
    code: query.get('code'),
    error: pick('error'),
    errorDescription: pick('error_description'),
  };
}
