import { ApiRouter } from '#src/platform/http/api-router.ts';
import * as c from './operations.contracts.ts';
import type { ViewSystemMetrics } from '../application/view-system-metrics.ts';

/** SPEC §7: the System Monitoring page's call, SuperAdmin only (the Logs page uses the logs hub). */
export function operationsRouter(u: { systemMetrics: ViewSystemMetrics }): ApiRouter {
  return new ApiRouter().route(
    { method: 'get', path: '/api/superadmin/system-metrics', summary: 'CPU (overall and per core), RAM, disk, this server\'s CPU and RAM, and the logs\' size',
      tag: 'security', auth: ['SuperAdmin'], success: { status: 200, schema: c.systemMetrics } },
    () => u.systemMetrics.execute(),
  );
}
