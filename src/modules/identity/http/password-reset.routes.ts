import { ApiRouter } from '#src/platform/http/api-router.ts';
import * as c from './auth.contracts.ts';
import type { ForgottenPassword } from '../application/forgotten-password.ts';

/** "Forgot your password?" (beyond SPEC §7): ask for a link, see whether it still works, set the new password. */
export function passwordResetRouter({ forgottenPassword }: { forgottenPassword: ForgottenPassword }): ApiRouter {
  const r = new ApiRouter();
  const tag = 'auth';

  r.route(
    { method: 'post', path: '/api/auth/forgot-password', summary: 'Mail a link to choose a new password (the same answer for any address)', tag, auth: false,
      body: c.forgotPasswordRequest, success: { status: 202, schema: c.messageResponse }, errors: { 429: 'RATE_LIMITED' } },
    ({ body, ctx }) => forgottenPassword.request(body.email, { ip: ctx.ip || null }),
  );
  r.route(
    { method: 'get', path: '/api/auth/reset-password', summary: 'Whether a password reset link still works', tag, auth: false,
      query: c.resetLinkQuery, success: { status: 200, schema: c.resetLinkStatus } },
    ({ query }) => forgottenPassword.check(query.token),
  );
  r.route(
    { method: 'post', path: '/api/auth/reset-password', summary: 'Set a new password with a mailed link; every device is signed out', tag, auth: false,
      body: c.resetPasswordRequest, success: { status: 200, schema: c.messageResponse },
      errors: { 400: "VALIDATION_FAILED, or IDENTITY.RESET_LINK_INVALID 'This password reset link does not work any more. Ask for a new one.'" } },
    ({ body }) => forgottenPassword.reset(body.token, body.newPassword),
  );
  return r;
}
