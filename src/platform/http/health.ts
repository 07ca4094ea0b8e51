import { ApiRouter } from './api-router.ts';
import type { Database } from '../db/database.ts';
import { healthResponse } from './health.contracts.ts';

/** Liveness and readiness in one: answers 503 when the database does not. */
export function healthRouter(db: Database, version: string): ApiRouter {
  return new ApiRouter().route(
    {
      method: 'get',
      path: '/api/health',
      summary: 'Checks the database and reports version and uptime',
      tag: 'platform',
      auth: false,
      success: { status: 200, schema: healthResponse },
      errors: { 503: 'The database does not answer.' },
    },
    async ({ ctx }) => {
      const dbOk = await db.ping();
      const body = {
        status: dbOk ? 'ok' : 'degraded',
        version,
        uptimeSeconds: Math.round(process.uptime()),
        database: dbOk ? 'ok' : 'unavailable',
      };
      if (!dbOk) ctx.status = 503;
      ctx.body = body;
    },
  );
}
