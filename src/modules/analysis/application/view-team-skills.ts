import { inject, injectable } from 'inversify';
import type { Clock } from '#src/platform/clock.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { TeamResults } from '../domain/ports.ts';
import { TeamAnalyticsNotFoundError } from '../domain/analysis.errors.ts';
import { averagesOf, memberProgress } from '../domain/team-progress.ts';
import { teamInsights } from '../domain/team-insights.ts';
import { trendStartOf, weeklyTrend } from '../domain/team-calendar.ts';
import { teamOf } from './team-of.ts';

/** SPEC §3 "Team analytics": the team's five averages over its members' analysed sessions since they joined, per member, by week, and the §9 insights. */
@injectable()
export class ViewTeamSkills {
  constructor(
    @inject(TeamDirectory) private readonly directory: TeamDirectory,
    @inject(ANALYSIS.TeamResults) private readonly results: TeamResults,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(callerId: number) {
    const now = this.clock.now();
    const { members, counted } = await teamOf(this.directory, callerId);
    const totals = await this.results.totalsOf(counted);
    const team = averagesOf(totals);
    if (!team) throw new TeamAnalyticsNotFoundError();
    const byUser = new Map(totals.map((t) => [t.userId, t]));
    return {
      empathyAverage: team.skills.empathy,
      clarityAverage: team.skills.clarity,
      problemSolvingAverage: team.skills.problemSolving,
      composureAverage: team.skills.composure,
      activeListeningAverage: team.skills.activeListening,
      overallAverage: team.overall,
      sessionCount: team.sessions,
      members: members.map((m) => {
        const progress = memberProgress(byUser.get(m.userId));
        return { userId: m.userId, email: m.email, ...progress, latestAt: progress.latestAt?.toISOString() ?? null };
      }),
      trend: weeklyTrend(now, await this.results.weekly(counted, trendStartOf(now))),
      insights: teamInsights(team.skills, team.overall),
    };
  }
}
