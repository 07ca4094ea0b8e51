import { ApiRouter } from '#src/platform/http/api-router.ts';
import * as c from './auth.contracts.ts';
import type { UndoEmailChange } from '../application/undo-email-change.ts';

/** "It was not me" (beyond SPEC §7; ADR 0047): the link in the notice mailed to the address an account left. */
export function undoEmailChangeRouter({ undoEmailChange }: { undoEmailChange: UndoEmailChange }): ApiRouter {
  const r = new ApiRouter();
  const tag = 'auth';
  r.route(
    { method: 'get', path: '/api/auth/undo-email-change', summary: 'Whether an address-change undo link still works, and the address it restores', tag, auth: false,
      query: c.resetLinkQuery, success: { status: 200, schema: c.undoLinkStatus } },
    ({ query, ctx }) => {
      // Public, yet it names an address: no shared cache may keep the answer.
      ctx.set('Cache-Control', 'no-store');
      return undoEmailChange.check(query.token);
    },
  );
  r.route(
    { method: 'post', path: '/api/auth/undo-email-change',
      summary: 'Put the previous address back with a new password; every device is signed out and other sign-ins disconnected', tag, auth: false,
      body: c.resetPasswordRequest, success: { status: 200, schema: c.undoEmailChangeResponse },
      errors: {
        400: "VALIDATION_FAILED, or IDENTITY.UNDO_LINK_INVALID 'This link does not work any more. If you cannot sign in, ask for a password reset at your address.'",
        409: "EMAIL_ALREADY_TAKEN 'Another account has taken this address since. Please contact support.'",
      } },
    ({ body }) => undoEmailChange.undo(body.token, body.newPassword),
  );
  return r;
}
