import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { ExportSystemData } from '../application/export-system-data.ts';

/** SPEC §2 Account Settings "Export System Data": the whole system as one JSON download, streamed; SuperAdmin only. */
export function exportRouter(u: { exportData: ExportSystemData; logger: Logger }): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'get', path: '/api/superadmin/export-data', summary: 'Every table of every module as one JSON file (no password or token hashes, no secrets)',
      tag: 'security', auth: ['SuperAdmin'],
      success: { status: 200, schema: null, description: 'application/json, as an attachment rapport-export-YYYY-MM-DD.json (UTC), streamed' } },
    async ({ ctx, user }) => {
      const { filename, stream } = u.exportData.execute();
      // Who took a copy of everything is worth a line in the log; a failure half-way can only cut the download short.
      u.logger.info({ userId: user?.id, filename }, 'system data export started');
      stream.on('error', (err) => u.logger.error({ err, userId: user?.id }, 'system data export failed part-way'));
      ctx.status = 200;
      ctx.set('Content-Type', 'application/json; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      // Everyone's personal data: no shared cache keeps a copy.
      ctx.set('Cache-Control', 'no-store');
      ctx.body = stream;
    },
  );
  return r;
}
