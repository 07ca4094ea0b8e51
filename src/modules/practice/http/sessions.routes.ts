import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import * as c from './sessions.contracts.ts';
import type { StartSession } from '../application/start-session.ts';
import type { BranchSession } from '../application/branch-session.ts';
import type { ListUnendedSessions } from '../application/list-unended-sessions.ts';
import type { DiscardSession } from '../application/discard-session.ts';
import type { LearnerLimit } from '#src/platform/http/learner-limit.ts';

const me = (user: AuthUser | undefined) => user as AuthUser; // auth: true routes always have one

export interface SessionsUseCases {
  startSession: StartSession;
  branchSession: BranchSession;
  discardSession: DiscardSession;
  listUnended: ListUnendedSessions;
}

/** Session start (and a retry of a moment) for clients without a socket (DESIGN §4), and the learner's unfinished sessions. */
export function sessionsRouter({ startSession, branchSession, discardSession, listUnended }: SessionsUseCases, startLimit: LearnerLimit): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'post', path: '/api/sessions', summary: 'Start a practice session (counts against the monthly limits)', tag: 'sessions',
      auth: true, body: c.startSessionRequest, success: { status: 201, schema: c.startSessionResponse },
      errors: {
        403: "USAGE.SESSION_LIMIT 'Monthly session limit reached' or USAGE.COACH_LIMIT 'Monthly coach session limit reached'", 404: 'PRACTICE.SCENARIO_NOT_FOUND',
        422: 'SECURITY.MESSAGE_BLOCKED (the first name given to the character looks like an attack on its instructions)',
        429: 'RATE_LIMITED, or SECURITY.SENDING_PAUSED (details.retryAfterSeconds) after repeated blocked messages',
      } },
    async ({ user, body, ctx }) => {
      await startLimit(me(user).id);
      return startSession.execute(me(user).id, body, { email: me(user).email, ip: ctx.ip || null });
    },
  );
  r.route(
    { method: 'post', path: '/api/sessions/:id/branch', summary: 'Try a moment of a finished session again: a new session from that learner message (counts like a start)',
      tag: 'sessions', auth: true, params: c.sessionIdParams, body: c.branchSessionRequest, success: { status: 201, schema: c.startSessionResponse },
      errors: {
        400: "VALIDATION_FAILED — fromMessageNumber is not one of the learner's messages of the session",
        403: "USAGE.SESSION_LIMIT 'Monthly session limit reached' or USAGE.COACH_LIMIT 'Monthly coach session limit reached'",
        404: "PRACTICE.SESSION_NOT_FOUND — no such session, or not yours; PRACTICE.SCENARIO_NOT_FOUND — the scenario is no longer offered",
        409: "PRACTICE.SESSION_NOT_FINISHED 'Finish this practice session before trying one of its moments again.'",
      } },
    async ({ user, params, body }) => {
      await startLimit(me(user).id);
      return branchSession.execute(me(user).id, params.id, body.fromMessageNumber, body.withCoach);
    },
  );
  r.route(
    { method: 'post', path: '/api/sessions/:id/discard',
      summary: 'Throw away an unfinished session the learner has not written in: gone from their lists, and given back to the month’s allowance',
      tag: 'sessions', auth: true, params: c.sessionIdParams, success: { status: 200, schema: c.successResponse },
      errors: {
        404: 'PRACTICE.SESSION_NOT_FOUND — no such session, not yours, or discarded already',
        409: "PRACTICE.SESSION_SPOKEN_IN 'You have written in this session, so it can't be discarded: end it to see your analysis.'; "
          + 'PRACTICE.SESSION_ENDED — ended already; PRACTICE.REPLY_IN_PROGRESS — a message of it is being answered',
      } },
    ({ user, params }) => discardSession.execute(me(user).id, params.id),
  );
  r.route(
    { method: 'get', path: '/api/results/unended', summary: 'The learner’s unfinished sessions, newest first', tag: 'results', auth: true,
      query: c.unendedQuery, success: { status: 200, schema: c.unendedPage } },
    ({ user, query }) => listUnended.execute(me(user).id, query.page, query.pageSize),
  );
  return r;
}
