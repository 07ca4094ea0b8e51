import type { Context } from 'koa';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './oauth.contracts.ts';
import type { SignInWithProvider } from '../application/sign-in-with-provider.ts';
import type { LinkProvider } from '../application/link-provider.ts';
import type { UnlinkProvider } from '../application/unlink-provider.ts';
import type { ListLinkedAccounts } from '../application/list-linked-accounts.ts';
import type { ListSignInOptions } from '../application/list-sign-in-options.ts';

const origin = (ctx: Context) => ({ ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null });
const me = (user: AuthUser | undefined) => user as AuthUser; // routes with auth: true always have one

export interface OAuthUseCases {
  signIn: SignInWithProvider;
  link: LinkProvider;
  unlink: UnlinkProvider;
  listLinked: ListLinkedAccounts;
  listOptions: ListSignInOptions;
}

const SIGN_IN_ERRORS = {
  400: 'OAUTH.PROVIDER_NOT_CONFIGURED or VALIDATION_FAILED',
  401: 'OAUTH.TOKEN_REJECTED: the provider did not confirm the token as one issued to this app',
  409: 'OAUTH.ACCOUNT_EXISTS (sign in and link instead) or OAUTH.EMAIL_NOT_VERIFIED',
  429: 'RATE_LIMITED',
  502: 'OAUTH.PROVIDER_UNAVAILABLE',
};

/** SPEC §7 OAuth (ADR 0023). */
export function oauthRouter({ signIn, link, unlink, listLinked, listOptions }: OAuthUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'oauth';

  r.route(
    { method: 'get', path: '/api/oauth/providers', summary: 'The sign-in buttons this server honours, and how the browser starts each',
      tag, auth: false, success: { status: 200, schema: c.signInOptionsResponse } },
    () => listOptions.execute(),
  );
  r.route(
    { method: 'post', path: '/api/oauth/login', summary: 'Sign in (or sign up) with a Google or Facebook access token, or a Google ID token',
      tag, auth: false, body: c.oauthLoginRequest, success: { status: 200, schema: c.oauthLoginResponse }, errors: SIGN_IN_ERRORS },
    ({ body, ctx }) => signIn.execute(body, origin(ctx)),
  );
  r.route(
    { method: 'post', path: '/api/oauth/auth0', summary: 'Sign in (or sign up) with an Auth0 access token; the body\'s userInfo is ignored',
      tag, auth: false, body: c.auth0LoginRequest, success: { status: 200, schema: c.oauthLoginResponse }, errors: SIGN_IN_ERRORS },
    ({ body, ctx }) => signIn.execute(body, origin(ctx)),
  );
  r.route(
    { method: 'post', path: '/api/oauth/link', summary: 'Connect a provider identity (Google, Facebook or Auth0) to the signed-in account, once its email is verified',
      tag, auth: true,
      body: c.linkRequest, success: { status: 200, schema: c.linkResponse },
      errors: {
        ...SIGN_IN_ERRORS,
        400: 'OAUTH.PROVIDER_NOT_CONFIGURED or VALIDATION_FAILED',
        409: 'OAUTH.ACCOUNT_EMAIL_UNVERIFIED (the account\'s own address must be verified first, ADR 0042), OAUTH.ALREADY_LINKED (to another account) or OAUTH.EMAIL_NOT_VERIFIED',
      } },
    ({ user, body, ctx }) => link.execute(me(user).id, body, origin(ctx)),
  );
  r.route(
    { method: 'post', path: '/api/oauth/unlink', summary: 'Disconnect a provider from the signed-in account', tag, auth: true,
      body: c.unlinkRequest, success: { status: 200, schema: c.unlinkResponse },
      errors: { 404: 'OAUTH.NOT_LINKED', 409: 'OAUTH.LAST_SIGN_IN_METHOD: it would leave the account with no way to sign in' } },
    ({ user, body }) => unlink.execute(me(user).id, body),
  );
  r.route(
    { method: 'get', path: '/api/oauth/accounts', summary: 'The provider identities connected to the signed-in account', tag, auth: true,
      success: { status: 200, schema: c.linkedAccountsResponse } },
    ({ user }) => listLinked.execute(me(user).id),
  );
  return r;
}
