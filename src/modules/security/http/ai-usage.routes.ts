import { ApiRouter } from '#src/platform/http/api-router.ts';
import * as c from './ai-usage.contracts.ts';
import type { ViewAiUsage } from '../application/view-ai-usage.ts';

/** OWASP LLM10: what the model has cost, by day, purpose and learner; SuperAdmin only. */
export function aiUsageRouter(u: { view: ViewAiUsage }): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'get', path: '/api/superadmin/ai-usage', summary: 'AI calls and tokens per UTC day and purpose, and the top learners by tokens',
      tag: 'security', auth: ['SuperAdmin'], query: c.aiUsageQuery, success: { status: 200, schema: c.aiUsageReport } },
    ({ query }) => u.view.execute(query.days),
  );
  return r;
}
