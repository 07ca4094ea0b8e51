import { inject, injectable } from 'inversify';
import type { Clock } from '#src/platform/clock.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { TeamPracticeActivity } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { TeamResults } from '../domain/ports.ts';
import { averagesOf } from '../domain/team-progress.ts';
import { activeSince, monthStartOf } from '../domain/team-calendar.ts';
import { countingWindows, type CountedMember } from '../domain/team-membership.ts';
import { teamOf } from './team-of.ts';

/**
 * The admin overview's four numbers, all real: members, sessions this month (UTC), average overall,
 * active learners (30 days); each member's sessions count from when they joined.
 */
@injectable()
export class ViewTeamOverview {
  constructor(
    @inject(TeamDirectory) private readonly directory: TeamDirectory,
    @inject(TeamPracticeActivity) private readonly activity: TeamPracticeActivity,
    @inject(ANALYSIS.TeamResults) private readonly results: TeamResults,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(callerId: number) {
    const now = this.clock.now();
    const { members, counted } = await teamOf(this.directory, callerId);
    const thisMonth = await this.startedSince(counted, monthStartOf(now));
    const recently = await this.startedSince(counted, activeSince(now));
    const team = averagesOf(await this.results.totalsOf(counted));
    return {
      members: members.length,
      sessionsThisMonth: thisMonth.sessions,
      averageOverall: team?.overall ?? null,
      activeLearners: recently.learners,
    };
  }

  /** Sessions started since `since`, and by how many members, each from when they joined (usually one query: most joined earlier). */
  private async startedSince(members: readonly CountedMember[], since: Date) {
    const counts = await Promise.all(countingWindows(members, since).map((w) => this.activity.startedSince(w.userIds, w.from)));
    return counts.reduce((sum, c) => ({ sessions: sum.sessions + c.sessions, learners: sum.learners + c.learners }), { sessions: 0, learners: 0 });
  }
}
