import { ApiRouter } from '#src/platform/http/api-router.ts';
import { requestLocale } from '#src/platform/http/locale.ts';
import * as c from './superadmin-sessions.contracts.ts';
import type { ViewLearnerActivity } from '../application/view-learner-activity.ts';
import type { ViewLearnerMessages } from '../application/view-learner-messages.ts';
import type { ViewSessionForSuperAdmin } from '../application/view-session-for-superadmin.ts';

export interface SuperAdminSessionsUseCases {
  viewActivity: ViewLearnerActivity;
  viewMessages: ViewLearnerMessages;
  viewSession: ViewSessionForSuperAdmin;
}

const SUPERADMIN = ['SuperAdmin'] as const;
const tag = 'superadmin';
const USER_NOT_FOUND = { 404: "IDENTITY.USER_NOT_FOUND 'No user with id N.'" };

/** SPEC §2 "User detail" (Activity and Messages tabs) and "Session detail": any learner's practice, for the SuperAdmin. */
export function superAdminSessionsRouter(u: SuperAdminSessionsUseCases): ApiRouter {
  const r = new ApiRouter();
  r.route(
    { method: 'get', path: '/api/superadmin/users/:id/activity', summary: 'A learner’s sessions, newest first, with status, duration and overall score',
      tag, auth: SUPERADMIN, params: c.userIdParams, query: c.activityQuery, success: { status: 200, schema: c.activityPage }, errors: USER_NOT_FOUND },
    ({ params, query }) => u.viewActivity.execute(params.id, query),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/users/:id/messages', summary: 'Every line of a learner’s sessions (theirs, the characters’, the coach’s), newest first',
      tag, auth: SUPERADMIN, params: c.userIdParams, query: c.messagesQuery, success: { status: 200, schema: c.messagesPage }, errors: USER_NOT_FOUND },
    ({ params, query }) => u.viewMessages.execute(params.id, query),
  );
  r.route(
    { method: 'get', path: '/api/superadmin/sessions/:id', summary: 'One session: a page of its lines and its analysis in the caller’s language (lang / Accept-Language)',
      tag, auth: SUPERADMIN, params: c.sessionIdParams, query: c.sessionDetailQuery, success: { status: 200, schema: c.superAdminSessionDetail },
      errors: { 404: "PRACTICE.SESSION_NOT_FOUND 'Session not found or you don't have access to view it.'" } },
    ({ params, query, ctx }) => u.viewSession.execute(params.id, query, requestLocale(ctx)),
  );
  return r;
}
