import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './email-verification.contracts.ts';
import type { SendVerification } from '../application/send-verification.ts';
import type { VerifyEmail } from '../application/verify-email.ts';
import type { VerificationStatus } from '../application/verification-status.ts';

const me = (user: AuthUser | undefined) => user as AuthUser; // routes with auth: true always have one

export interface EmailVerificationUseCases {
  sendVerification: SendVerification;
  verifyEmail: VerifyEmail;
  verificationStatus: VerificationStatus;
}

const SEND_ERRORS = {
  400: 'EMAIL_INVALID (not the account\'s address) or EMAIL_TEMPORARY (the account has no real address)',
  404: 'USER_NOT_FOUND',
  409: 'ALREADY_VERIFIED',
  429: 'RATE_LIMITED, with cooldownSeconds and cooldownMinutes',
  503: 'EMAIL_SEND_FAILED',
};

/**
 * SPEC §7 "Email verification". Sending needs the signed-in account (the mail goes to its own
 * address only); verifying and validating need only the token, which is the proof.
 */
export function emailVerificationRouter({ sendVerification, verifyEmail, verificationStatus }: EmailVerificationUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'email-verification';
  const successEnvelope = true;

  r.route(
    { method: 'post', path: '/api/email-verification/send', summary: 'Mail a verification link to the account\'s address (which the body must name)',
      tag, auth: true, successEnvelope, body: c.sendVerificationRequest, success: { status: 200, schema: c.verificationSent }, errors: SEND_ERRORS },
    ({ user, body }) => sendVerification.execute(me(user).id, { email: body.email ?? null, cooldown: true }),
  );
  r.route(
    { method: 'post', path: '/api/email-verification/resend', summary: 'Mail a new verification link to the account\'s address (60 s apart)',
      tag, auth: true, successEnvelope, success: { status: 200, schema: c.verificationSent }, errors: SEND_ERRORS },
    ({ user }) => sendVerification.execute(me(user).id, { cooldown: true }),
  );
  r.route(
    { method: 'post', path: '/api/email-verification/verify', summary: 'Verify the address with the link\'s token (once; adds the bonus sessions)',
      tag, auth: false, successEnvelope, body: c.verifyEmailRequest, success: { status: 200, schema: c.emailVerified },
      errors: { 400: 'VERIFICATION_TOKEN_REQUIRED, VERIFICATION_TOKEN_INVALID (unknown or used) or VERIFICATION_TOKEN_EXPIRED' } },
    ({ body }) => verifyEmail.execute(body.token),
  );
  r.route(
    { method: 'get', path: '/api/email-verification/validate/:token', summary: 'Whether a token would verify now (does not use it)',
      tag, auth: false, successEnvelope, params: c.verificationTokenParams, success: { status: 200, schema: c.verificationTokenValidity } },
    async ({ params }) => {
      const valid = await verifyEmail.isValid(params.token);
      return { success: true, message: valid ? 'The link is valid.' : 'The link is not valid or has expired.', valid };
    },
  );
  r.route(
    { method: 'get', path: '/api/email-verification/status', summary: 'Whether the signed-in account\'s address is verified',
      tag, auth: true, successEnvelope, success: { status: 200, schema: c.verificationStatus } },
    ({ user }) => verificationStatus.execute(me(user).id),
  );
  return r;
}
