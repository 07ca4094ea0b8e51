import { ApiRouter } from '#src/platform/http/api-router.ts';
import * as c from './audit.contracts.ts';
import type { ListAuditEntries } from '../application/list-audit-entries.ts';

/** The audit trail on the SuperAdmin's user page (R2.10). */
export function auditRouter({ list }: { list: ListAuditEntries }): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'get', path: '/api/superadmin/users/:id/audit', summary: 'SuperAdmin changes to this account, newest first (kept after it is deleted)',
      tag: 'superadmin', auth: ['SuperAdmin'], params: c.auditParams, query: c.auditQuery, success: { status: 200, schema: c.auditPage } },
    ({ params, query }) => list.execute(params.id, query.page, query.pageSize),
  );
  return r;
}
