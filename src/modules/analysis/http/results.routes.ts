import type { Container } from 'inversify';
import { z } from 'zod';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import * as c from './results.contracts.ts';
import { TopScenarios } from '../application/top-scenarios.ts';
import { ViewResults } from '../application/view-results.ts';
import { Achievements } from '../application/achievements.ts';
import { MonitorAnalysis } from '../application/monitor-analysis.ts';
import { RequestAnalysis } from '../application/request-analysis.ts';

/** SPEC §7 "Dashboard and results" and the analysis monitoring calls of "SuperAdmin". */
export function resultsRouter(container: Container): ApiRouter {
  const r = new ApiRouter();
  const tag = 'results';
  const results = () => container.get(ViewResults);
  const achievements = () => container.get(Achievements);
  r.route(
    { method: 'get', path: '/api/scenario/top-by-completion', summary: 'Most completed scenarios with community skill averages',
      tag, auth: false, query: c.topScenariosQuery, success: { status: 200, schema: z.array(c.topScenario) } },
    ({ query }) => container.get(TopScenarios).execute(query.count),
  );
  r.route(
    { method: 'get', path: '/api/results/history', summary: 'The learner’s analysed sessions, newest first', tag, auth: true,
      query: c.pageQuery, success: { status: 200, schema: c.historyPage } },
    ({ query, user }) => results().history(user!.id, query.page, query.pageSize),
  );
  r.route(
    { method: 'get', path: '/api/results/average-scores', summary: 'The learner’s average of each skill', tag, auth: true,
      success: { status: 200, schema: c.averageScores } },
    ({ user }) => results().averages(user!.id),
  );
  r.route(
    { method: 'get', path: '/api/results/:id', summary: 'The analysis of one of the learner’s sessions (404 while it is pending)', tag,
      auth: true, params: c.sessionIdParams, success: { status: 200, schema: c.sessionResults } },
    ({ params, user }) => results().result(user!.id, params.id),
  );
  r.route(
    { method: 'get', path: '/api/results/:id/achievements', summary: 'Achievements earned by the analysis of one session', tag,
      auth: true, params: c.sessionIdParams, success: { status: 200, schema: z.array(c.achievement) } },
    ({ params, user }) => achievements().earnedIn(user!.id, params.id),
  );
  r.route(
    { method: 'get', path: '/api/dashboard/achievements', summary: 'Every achievement: earned with its date, locked with progress', tag,
      auth: true, success: { status: 200, schema: z.array(c.achievement) } },
    ({ user }) => achievements().list(user!.id),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/analysis-retry-stats', summary: 'Analysis retry statistics and the AI circuit breaker', tag,
      auth: ['SuperAdmin'], success: { status: 200, schema: c.retryStats } },
    () => container.get(MonitorAnalysis).stats(),
  );
  r.route(
    { method: 'post', path: '/api/superadmin/retry-failed-analysis', summary: 'Re-queue every permanently failed analysis', tag,
      auth: ['SuperAdmin'], success: { status: 200, schema: c.requeueResult } },
    async () => ({ success: true as const, requeued: await container.get(RequestAnalysis).requeueFailed() }),
  );
  return r;
}
