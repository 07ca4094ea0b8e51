import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import { successMessage, userIdParams } from './superadmin-users.contracts.ts';
import type { DeleteUser } from '../application/delete-user.ts';

/** DELETE /api/superadmin/users/{id} (SPEC §5, ADR 0030): apart from the people console's other routes, as its own use case is. */
export function superAdminDeletionRouter({ deleteUser }: { deleteUser: DeleteUser }): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'delete', path: '/api/superadmin/users/:id', tag: 'superadmin', auth: ['SuperAdmin'],
      summary: 'Delete an account: its personal data and sessions are erased (payments and statistics kept anonymised), its sign-ins end',
      params: userIdParams, success: { status: 200, schema: successMessage },
      errors: { 404: 'IDENTITY.USER_NOT_FOUND', 409: 'IDENTITY.CANNOT_DELETE_SELF or IDENTITY.LAST_SUPERADMIN' } },
    async ({ params, user, ctx }) => {
      const { id, email } = user as AuthUser; // SuperAdmin only: always signed in
      await deleteUser.execute(params.id, { actorId: id, actorEmail: email, ip: ctx.ip || null });
      return { success: true as const, message: 'User deleted successfully' };
    },
  );
  return r;
}
