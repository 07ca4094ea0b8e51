import { ApiRouter } from '#src/platform/http/api-router.ts';
import * as c from './hacking-attempts.contracts.ts';
import type { ListHackingAttempts } from '../application/list-hacking-attempts.ts';
import type { ViewHackingAttempt, ViewHackingAttemptStatistics } from '../application/view-hacking-attempt.ts';

export interface HackingAttemptUseCases {
  list: ListHackingAttempts;
  view: ViewHackingAttempt;
  statistics: ViewHackingAttemptStatistics;
}

/** SPEC §7: the Hacking Attempts Monitor's calls, SuperAdmin only. */
export function hackingAttemptsRouter(u: HackingAttemptUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'security';
  const auth = ['SuperAdmin'] as const;
  r.route(
    { method: 'get', path: '/api/hackingattempts', summary: 'Recorded prompt-injection attempts, newest first, filtered and paged', tag, auth,
      query: c.hackingAttemptsQuery, success: { status: 200, schema: c.hackingAttemptPage } },
    ({ query }) => u.list.execute(query),
  );
  // Before /:id, so "statistics" is never read as an id.
  r.route(
    { method: 'get', path: '/api/hackingattempts/statistics', summary: 'Attempts in all, blocked, in the last 24 hours and 7 days', tag, auth,
      success: { status: 200, schema: c.hackingAttemptStatistics } },
    () => u.statistics.execute(),
  );
  r.route(
    { method: 'get', path: '/api/hackingattempts/:id', summary: 'One attempt with its patterns, analysis and conversation', tag, auth,
      params: c.hackingAttemptIdParams, success: { status: 200, schema: c.hackingAttempt },
      errors: { 404: 'SECURITY.ATTEMPT_NOT_FOUND — no attempt with this id' } },
    ({ params }) => u.view.execute(params.id),
  );
  return r;
}
