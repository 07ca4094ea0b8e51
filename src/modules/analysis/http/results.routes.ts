import { z } from 'zod';
import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './results.contracts.ts';
import type { TopScenarios } from '../application/top-scenarios.ts';
import type { ViewSessionResult } from '../application/view-session-result.ts';
import type { ListResultHistory } from '../application/list-result-history.ts';
import type { ViewAverageScores } from '../application/view-average-scores.ts';
import type { ViewProgress } from '../application/view-progress.ts';
import type { ListAchievements } from '../application/list-achievements.ts';
import type { ListSessionAchievements } from '../application/list-session-achievements.ts';
import type { ViewAnalysisRetryStats } from '../application/view-analysis-retry-stats.ts';
import type { RetryFailedAnalyses } from '../application/retry-failed-analyses.ts';

const me = (user: AuthUser | undefined) => user as AuthUser; // auth: true routes always have one

/** Why a session has no results: each code is stable, and only the owner ever learns more than 404 SESSION_NOT_FOUND. */
const RESULT_ERRORS = {
  404: "ANALYSIS.SESSION_NOT_FOUND 'Session not found or you don't have access to view it.' — no such session, or not yours (the same answer for both); "
    + "ANALYSIS.RESULTS_PENDING 'Results not found. The analysis may still be in progress.' — ended, analysis queued or running: ask again later",
  409: "ANALYSIS.SESSION_IN_PROGRESS — the session has not ended (finish it at /simulation/{id}); "
    + 'ANALYSIS.FAILED — every attempt failed; the failure is recorded and a SuperAdmin can re-queue it',
};

export interface ResultsUseCases {
  topScenarios: TopScenarios;
  viewSessionResult: ViewSessionResult;
  listResultHistory: ListResultHistory;
  viewAverageScores: ViewAverageScores;
  viewProgress: ViewProgress;
  listAchievements: ListAchievements;
  listSessionAchievements: ListSessionAchievements;
  viewAnalysisRetryStats: ViewAnalysisRetryStats;
  retryFailedAnalyses: RetryFailedAnalyses;
}

/** SPEC §7 "Dashboard and results" and the analysis monitoring calls of "SuperAdmin". */
export function resultsRouter(u: ResultsUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'results';
  r.route(
    { method: 'get', path: '/api/scenario/top-by-completion', summary: 'Most completed scenarios with community skill averages',
      tag, auth: false, query: c.topScenariosQuery, success: { status: 200, schema: z.array(c.topScenario) } },
    ({ query }) => u.topScenarios.execute(query.count),
  );
  r.route(
    { method: 'get', path: '/api/results/history', summary: 'The learner’s ended sessions, newest first: analysed, or with their analysis to come or failed', tag, auth: true,
      query: c.pageQuery, success: { status: 200, schema: c.historyPage } },
    ({ query, user }) => u.listResultHistory.execute(me(user).id, query.page, query.pageSize),
  );
  r.route(
    { method: 'get', path: '/api/results/average-scores', summary: 'The learner’s average of each skill', tag, auth: true,
      success: { status: 200, schema: c.averageScores } },
    ({ user }) => u.viewAverageScores.execute(me(user).id),
  );
  r.route(
    { method: 'get', path: '/api/results/progress', summary: 'The learner’s weekly trend, personal bests, streak and what moved each skill',
      tag, auth: true, query: c.progressQuery, success: { status: 200, schema: c.progress } },
    ({ query, user }) => u.viewProgress.execute(me(user).id, query.weeks),
  );
  r.route(
    { method: 'get', path: '/api/results/:id', summary: 'The analysis of one of the learner’s sessions, or why there is none yet', tag,
      auth: true, params: c.sessionIdParams, success: { status: 200, schema: c.sessionResults }, errors: RESULT_ERRORS },
    ({ params, user }) => u.viewSessionResult.execute(me(user).id, params.id),
  );
  r.route(
    { method: 'get', path: '/api/results/:id/achievements', summary: 'Achievements earned by the analysis of one session', tag,
      auth: true, params: c.sessionIdParams, success: { status: 200, schema: z.array(c.achievement) },
      errors: { 404: "ANALYSIS.SESSION_NOT_FOUND — no such session, or not yours (the same answer for both)" } },
    ({ params, user }) => u.listSessionAchievements.execute(me(user).id, params.id),
  );
  r.route(
    { method: 'get', path: '/api/dashboard/achievements', summary: 'Every achievement: earned with its date, locked with progress', tag,
      auth: true, success: { status: 200, schema: z.array(c.achievement) } },
    ({ user }) => u.listAchievements.execute(me(user).id),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/analysis-retry-stats', summary: 'Analysis retry statistics and the AI circuit breaker', tag,
      auth: ['SuperAdmin'], success: { status: 200, schema: c.retryStats } },
    () => u.viewAnalysisRetryStats.execute(),
  );
  r.route(
    { method: 'post', path: '/api/superadmin/retry-failed-analysis', summary: 'Re-queue every permanently failed analysis', tag,
      auth: ['SuperAdmin'], success: { status: 200, schema: c.requeueResult } },
    async () => ({ success: true as const, requeued: await u.retryFailedAnalyses.execute() }),
  );
  return r;
}
