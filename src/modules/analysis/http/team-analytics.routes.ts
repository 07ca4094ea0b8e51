import { ApiRouter } from '#src/platform/http/api-router.ts';
import { TEAM_ADMIN_ROLES } from '#src/modules/identity/index.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import { sendCsv } from '#src/platform/http/csv.ts';
import { requestLocale } from '#src/platform/http/locale.ts';
import * as c from './team-analytics.contracts.ts';
import type { ViewTeamOverview } from '../application/view-team-overview.ts';
import type { ViewTeamSkills } from '../application/view-team-skills.ts';
import type { ExportTeamProgress } from '../application/export-team-progress.ts';

const me = (user: AuthUser | undefined) => user as AuthUser; // role-restricted routes always have one

/** Who may ask is checked twice: the token's role here, then the account as it is now (TeamDirectory). */
const TEAM_ERRORS = {
  409: "TEAM.NO_ORGANISATION 'Your account is not part of an organisation yet.' — an Admin outside any organisation",
};

export interface TeamAnalyticsUseCases {
  viewTeamOverview: ViewTeamOverview;
  viewTeamSkills: ViewTeamSkills;
  exportTeamProgress: ExportTeamProgress;
}

/** SPEC §7 "Admin" (team analytics) and the admin overview: the caller's own organisation only. */
export function teamAnalyticsRouter(u: TeamAnalyticsUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'team analytics';
  r.route(
    { method: 'get', path: '/api/admin/overview', summary: 'The admin overview: members, sessions this month, average overall, active learners',
      tag, auth: TEAM_ADMIN_ROLES, success: { status: 200, schema: c.teamOverview }, errors: TEAM_ERRORS },
    ({ user }) => u.viewTeamOverview.execute(me(user).id),
  );
  r.route(
    { method: 'get', path: '/api/admin/analytics/team-skills', summary: 'The team’s skill averages, per member, by week, with insights',
      tag, auth: TEAM_ADMIN_ROLES, success: { status: 200, schema: c.teamSkills },
      errors: { ...TEAM_ERRORS, 404: "ANALYTICS.NOT_FOUND 'Analytics data not found.' — no member has an analysed session yet" } },
    ({ user }) => u.viewTeamSkills.execute(me(user).id),
  );
  r.route(
    { method: 'get', path: '/api/admin/analytics/team-progress.csv', summary: 'The team’s progress as a CSV download (UTF-8 with a BOM)',
      tag, auth: TEAM_ADMIN_ROLES, query: c.teamProgressQuery, errors: TEAM_ERRORS,
      success: { status: 200, schema: null, description: 'text/csv: one row per member — email, sessions, the five averages, first, latest and best overall' } },
    async ({ user, query, ctx }) => {
      const report = await u.exportTeamProgress.execute(me(user).id, query.locale ?? requestLocale(ctx));
      sendCsv(ctx, report.filename, report.rows);
    },
  );
  return r;
}
