import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './team.contracts.ts';
import { authResponse } from './auth.contracts.ts';
import type { ViewInvitation } from '../application/view-invitation.ts';
import type { AnswerInvitation } from '../application/answer-invitation.ts';
import type { JoinByInvitation } from '../application/join-by-invitation.ts';

const me = (user: AuthUser | undefined) => (user as AuthUser).id; // routes with auth: true always have one
const LINK_ERRORS = { 404: 'INVITE.NOT_FOUND (unknown or revoked)', 409: 'INVITE.USED', 410: 'INVITE.EXPIRED' };

export interface InvitationUseCases {
  view: ViewInvitation;
  answer: AnswerInvitation;
  join: JoinByInvitation;
}

/**
 * The invitee's side (ADR 0027). The token in the path is the secret: the request log redacts it.
 * Viewing changes nothing; joining needs a password (a new account) or the signed-in account the
 * invitation was sent to.
 */
export function invitationRouter({ view, answer, join }: InvitationUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'invitations';

  r.route(
    { method: 'get', path: '/api/invitations/:token', summary: 'What an invitation link offers (changes nothing)', tag, auth: false,
      params: c.tokenParams, success: { status: 200, schema: c.invitationView }, errors: LINK_ERRORS },
    ({ params }) => view.execute(params.token),
  );
  r.route(
    { method: 'post', path: '/api/invitations/:token/accept', summary: 'Join the organisation as the signed-in account', tag, auth: true,
      params: c.tokenParams, success: { status: 200, schema: c.acceptedView },
      errors: { ...LINK_ERRORS, 403: 'INVITE.WRONG_ACCOUNT', 409: 'INVITE.USED, TEAM.OTHER_ORGANISATION or TEAM.ADMIN_NOT_INVITABLE (nothing changes)' } },
    ({ user, params }) => answer.accept(me(user), params.token),
  );
  r.route(
    { method: 'post', path: '/api/invitations/:token/decline', summary: 'Decline the invitation as the signed-in account', tag, auth: true,
      params: c.tokenParams, success: { status: 204, schema: null },
      errors: { ...LINK_ERRORS, 403: 'INVITE.WRONG_ACCOUNT', 409: 'INVITE.USED' } },
    ({ user, params }) => answer.decline(me(user), params.token),
  );
  r.route(
    { method: 'post', path: '/api/auth/accept-invite', summary: 'Create an account from an invitation and sign in as a member', tag, auth: false,
      body: c.acceptInviteRequest, success: { status: 201, schema: authResponse },
      errors: { ...LINK_ERRORS, 409: 'INVITE.ACCOUNT_EXISTS, TEAM.ADDRESS_ON_HOLD or INVITE.USED' } },
    ({ body }) => join.execute(body),
  );
  return r;
}
