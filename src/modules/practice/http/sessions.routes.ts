import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './sessions.contracts.ts';
import type { StartSession } from '../application/start-session.ts';
import type { ListUnendedSessions } from '../application/list-unended-sessions.ts';
import type { LearnerLimit } from './learner-limit.ts';

const me = (user: AuthUser | undefined) => user as AuthUser; // auth: true routes always have one

export interface SessionsUseCases {
  startSession: StartSession;
  listUnended: ListUnendedSessions;
}

/** Session start for clients without a socket (DESIGN §4) and the learner's unfinished sessions. */
export function sessionsRouter({ startSession, listUnended }: SessionsUseCases, startLimit: LearnerLimit): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'post', path: '/api/sessions', summary: 'Start a practice session (counts against the monthly limits)', tag: 'sessions',
      auth: true, body: c.startSessionRequest, success: { status: 201, schema: c.startSessionResponse },
      errors: { 403: "USAGE.SESSION_LIMIT 'Monthly session limit reached' or USAGE.COACH_LIMIT 'Monthly coach session limit reached'", 404: 'PRACTICE.SCENARIO_NOT_FOUND' } },
    async ({ user, body, ctx }) => {
      await startLimit(me(user).id);
      return startSession.execute(me(user).id, body, { email: me(user).email, ip: ctx.ip || null });
    },
  );
  r.route(
    { method: 'get', path: '/api/results/unended', summary: 'The learner’s unfinished sessions, newest first', tag: 'results', auth: true,
      query: c.unendedQuery, success: { status: 200, schema: c.unendedPage } },
    ({ user, query }) => listUnended.execute(me(user).id, query.page, query.pageSize),
  );
  return r;
}
