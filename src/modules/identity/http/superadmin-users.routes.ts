import type { Context } from 'koa';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './superadmin-users.contracts.ts';
import type { Actor } from '../application/superadmin-actor.ts';
import type { ListUsers } from '../application/list-users.ts';
import type { ViewUserStats } from '../application/view-user-stats.ts';
import type { ViewUser } from '../application/view-user.ts';
import type { EditUser } from '../application/edit-user.ts';
import type { ResetUserPassword } from '../application/reset-user-password.ts';
import type { ChangeSubscription } from '../application/change-subscription.ts';
import type { ListUserLogins } from '../application/list-user-logins.ts';
import type { ManageOrganizations } from '../application/manage-organizations.ts';
import type { ChangeOwnPassword } from '../application/change-own-password.ts';

export interface SuperAdminUserUseCases {
  listUsers: ListUsers;
  stats: ViewUserStats;
  viewUser: ViewUser;
  editUser: EditUser;
  resetPassword: ResetUserPassword;
  changeSubscription: ChangeSubscription;
  listLogins: ListUserLogins;
  organizations: ManageOrganizations;
  changeOwnPassword: ChangeOwnPassword;
}

/** Routes with roles always have a user; the address is the client's as TRUST_PROXY allows (client-address.ts). */
const actorOf = (user: AuthUser | undefined, ctx: Context): Actor => {
  const { id, email, sessionId } = user as AuthUser;
  return { id, email, sessionId: sessionId ?? null, ip: ctx.ip || null };
};
const NOT_FOUND = 'IDENTITY.USER_NOT_FOUND — no user with this id';

/** The SuperAdmin's people console (SPEC §2 "SuperAdmin area", §7 "SuperAdmin"; R2.10). */
export function superAdminUsersRouter(u: SuperAdminUserUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'superadmin';
  const auth = ['SuperAdmin'] as const;

  r.route(
    { method: 'get', path: '/api/superadmin/users', summary: 'Users, searched by part of the email, filtered by role and organisation, sorted and paged',
      tag, auth, query: c.usersQuery, success: { status: 200, schema: c.usersPage } },
    ({ query }) => u.listUsers.execute(query),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/users/stats', summary: 'Online users (heartbeat within 5 minutes) and totals by role, verification and plan',
      tag, auth, success: { status: 200, schema: c.userStats } },
    () => u.stats.execute(),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/users/:id', summary: 'One user with plan, usage, presence and counts', tag, auth,
      params: c.userIdParams, success: { status: 200, schema: c.userDetail }, errors: { 404: NOT_FOUND } },
    ({ params }) => u.viewUser.execute(params.id),
  );
  r.route(
    { method: 'put', path: '/api/superadmin/users/:id', summary: 'Replace every field of a user: each must be sent, empty for none (a role change signs them out everywhere)', tag, auth,
      params: c.userIdParams, body: c.updateUserRequest, success: { status: 200, schema: c.userDetail },
      errors: {
        404: NOT_FOUND,
        409: 'EMAIL_ALREADY_TAKEN, IDENTITY.SUPERADMIN_EMAIL_LOCKED, IDENTITY.OWN_ROLE, IDENTITY.LAST_SUPERADMIN or IDENTITY.USER_CHANGED (the account changed since editVersion was read)',
        422: 'IDENTITY.UNKNOWN_ORGANIZATION or IDENTITY.UNKNOWN_INVITER',
      } },
    ({ params, body, user, ctx }) => u.editUser.execute(actorOf(user, ctx), params.id, body),
  );
  r.route(
    { method: 'put', path: '/api/superadmin/users/:id/password', summary: 'Set a user\'s password (signs them out everywhere)', tag, auth,
      params: c.userIdParams, body: c.resetUserPasswordRequest, success: { status: 200, schema: c.successMessage }, errors: { 404: NOT_FOUND } },
    ({ params, body, user, ctx }) => u.resetPassword.execute(actorOf(user, ctx), params.id, body.newPassword),
  );
  r.route(
    { method: 'put', path: '/api/superadmin/users/:id/subscription', summary: 'Set a user\'s tier and its end (none: no end); answers the user', tag, auth,
      params: c.userIdParams, body: c.updateSubscriptionRequest, success: { status: 200, schema: c.userDetail }, errors: { 404: NOT_FOUND } },
    ({ params, body, user, ctx }) => u.changeSubscription.execute(actorOf(user, ctx), params.id, body.subscriptionTier,
      body.subscriptionExpiresAt ? new Date(body.subscriptionExpiresAt) : null),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/users/:id/logins', summary: 'A user\'s sign-in attempts, newest first, between two UTC days', tag, auth,
      params: c.userIdParams, query: c.datedPageQuery, success: { status: 200, schema: c.loginsPage }, errors: { 404: NOT_FOUND } },
    ({ params, query }) => u.listLogins.execute(params.id, query),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/organizations', summary: 'Every organisation with its number of members, by name', tag, auth,
      success: { status: 200, schema: c.organizationsList } },
    async () => (await u.organizations.list()).map((o) => ({ id: o.id, name: o.name, memberCount: o.members })),
  );
  r.route(
    { method: 'post', path: '/api/superadmin/change-password', summary: 'Change one\'s own password (other devices are signed out)', tag, auth,
      body: c.superAdminChangePasswordRequest, success: { status: 200, schema: c.successMessage },
      errors: { 400: 'VALIDATION_FAILED or IDENTITY.INCORRECT_PASSWORD (the current password is wrong)' } },
    ({ body, user, ctx }) => u.changeOwnPassword.execute(actorOf(user, ctx), body),
  );
  return r;
}
