import type { Context } from 'koa';
import { z } from 'zod';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import { bearerToken, type AuthUser } from '#src/platform/http/auth.ts';
import * as c from './auth.contracts.ts';
import type { Register } from '../application/register.ts';
import type { Login } from '../application/login.ts';
import type { RefreshSession } from '../application/refresh-session.ts';
import type { Logout } from '../application/logout.ts';
import type { GetProfile } from '../application/get-profile.ts';
import type { UpdateLocale } from '../application/update-locale.ts';
import type { RecordHeartbeat } from '../application/record-heartbeat.ts';
import type { ShouldForceLogout } from '../application/should-force-logout.ts';
import type { ChangePassword } from '../application/change-password.ts';
import type { SignOutOtherDevices } from '../application/sign-out-other-devices.ts';
import type { UpdateEmail } from '../application/update-email.ts';

const origin = (ctx: Context) => ({ ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null });
const me = (user: AuthUser | undefined) => user as AuthUser; // routes with auth: true always have one

export interface AuthUseCases {
  register: Register;
  login: Login;
  refreshSession: RefreshSession;
  logout: Logout;
  getProfile: GetProfile;
  updateLocale: UpdateLocale;
  shouldForceLogout: ShouldForceLogout;
  recordHeartbeat: RecordHeartbeat;
  changePassword: ChangePassword;
  updateEmail: UpdateEmail;
  signOutOtherDevices: SignOutOtherDevices;
}

/** SPEC §7 "Authentication and profile". */
export function authRouter({
  register, login, refreshSession, logout, getProfile, updateLocale, shouldForceLogout, recordHeartbeat, changePassword, updateEmail, signOutOtherDevices,
}: AuthUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'auth';

  r.route(
    { method: 'post', path: '/api/auth/register', summary: 'Create an account and sign in', tag, auth: false, body: c.registerRequest,
      success: { status: 201, schema: c.authResponse }, errors: { 409: 'IDENTITY.EMAIL_TAKEN', 429: 'RATE_LIMITED' } },
    ({ body, ctx }) => register.execute(body, origin(ctx)),
  );
  r.route(
    { method: 'post', path: '/api/auth/login', summary: 'Sign in with email and password', tag, auth: false, body: c.loginRequest,
      success: { status: 200, schema: c.authResponse }, errors: { 401: 'IDENTITY.INVALID_CREDENTIALS', 429: 'RATE_LIMITED' } },
    ({ body, ctx }) => login.execute(body, origin(ctx)),
  );
  r.route(
    { method: 'post', path: '/api/auth/refresh', summary: 'Exchange a refresh token for a new pair (rotation)', tag, auth: false,
      body: c.refreshRequest, success: { status: 200, schema: c.refreshResponse }, errors: { 401: 'IDENTITY.REFRESH_INVALID' } },
    ({ body }) => refreshSession.execute(body.refreshToken),
  );
  r.route(
    { method: 'post', path: '/api/auth/logout', summary: 'Sign out this device (revokes its refresh token family)', tag, auth: false,
      body: c.logoutRequest, success: { status: 204, schema: null } },
    ({ body }) => logout.execute(body.refreshToken),
  );
  r.route(
    { method: 'get', path: '/api/auth/me', summary: 'The signed-in user', tag, auth: true, success: { status: 200, schema: c.userView } },
    ({ user }) => getProfile.execute(me(user).id),
  );
  r.route(
    { method: 'post', path: '/api/auth/update-locale', summary: 'Change the interface language', tag, auth: true,
      body: c.updateLocaleRequest, success: { status: 200, schema: c.messageResponse } },
    async ({ user, body }) => {
      await updateLocale.execute(me(user).id, body.locale);
      return { success: true, message: 'Locale updated.' };
    },
  );
  r.route(
    // Not `auth: true`: a signed-out token is refused by every other route, and this one says so.
    { method: 'get', path: '/api/auth/should-force-logout', summary: 'Whether this token was signed out elsewhere (401 if it is no token of ours)',
      tag, auth: false, success: { status: 200, schema: c.forceLogoutResponse }, errors: { 401: 'AUTH.UNAUTHENTICATED' } },
    async ({ ctx }) => ({ forceLogout: await shouldForceLogout.execute(bearerToken(ctx)) }),
  );
  r.route(
    { method: 'post', path: '/api/auth/heartbeat', summary: 'Presence heartbeat, with the browser\'s time zone that the learner\'s days are counted in',
      tag, auth: true, body: c.heartbeatRequest, success: { status: 204, schema: null } },
    ({ user, body }) => recordHeartbeat.execute(me(user).id, body.timeZone),
  );
  r.route(
    { method: 'post', path: '/api/auth/sign-out-other-devices', summary: 'End every other sign-in of the own account (refresh tokens, sockets, reset links); this one stays',
      tag, auth: true, success: { status: 200, schema: c.messageResponse } },
    ({ user }) => signOutOtherDevices.execute(me(user).id, me(user).sessionId ?? null),
  );
  // SPEC §7 names this path without /api; both answer.
  for (const path of ['/api/auth/change-password', '/auth/change-password']) {
    r.route(
      { method: 'post', path, summary: 'Change own password', tag, auth: true, body: c.changePasswordRequest,
        success: { status: 200, schema: c.messageResponse }, errors: { 400: 'VALIDATION_FAILED or IDENTITY.INCORRECT_PASSWORD' } },
      ({ user, body }) => changePassword.execute(me(user).id, me(user).sessionId ?? null, body),
    );
  }
  r.route(
    { method: 'put', path: '/api/auth/update-email',
      summary: 'Change own email: currentPassword is required when the account has one; the previous address is told of the change (ADR 0042)',
      tag, auth: true, body: c.updateEmailRequest,
      success: { status: 200, schema: c.messageResponse.extend({ email: z.string(), verificationEmailSent: z.boolean() }) },
      errors: {
        400: 'EMAIL_REQUIRED, EMAIL_INVALID, or IDENTITY.INCORRECT_PASSWORD (currentPassword missing or wrong; nothing changes)',
        409: 'EMAIL_ALREADY_TAKEN or IDENTITY.SUPERADMIN_EMAIL_LOCKED (a SuperAdmin\'s own address)',
        429: 'RATE_LIMITED (wrong passwords count against the hour\'s email changes)',
      } },
    ({ user, body }) => updateEmail.execute(me(user).id, body),
  );
  return r;
}
