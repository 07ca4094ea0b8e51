import type { Container } from 'inversify';
import { z } from 'zod';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import * as c from './results.contracts.ts';
import { TopScenarios } from '../application/top-scenarios.ts';

/** SPEC §7 "Dashboard and results". */
export function resultsRouter(container: Container): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'get', path: '/api/scenario/top-by-completion', summary: 'Most completed scenarios with community skill averages',
      tag: 'results', auth: false, query: c.topScenariosQuery, success: { status: 200, schema: z.array(c.topScenario) } },
    ({ query }) => container.get(TopScenarios).execute(query.count),
  );
  return r;
}
