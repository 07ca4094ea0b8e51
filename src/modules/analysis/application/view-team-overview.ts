import { inject, injectable } from 'inversify';
import type { Clock } from '#src/platform/clock.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { TeamPracticeActivity } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { TeamResults } from '../domain/ports.ts';
import { averagesOf } from '../domain/team-progress.ts';
import { activeSince, monthStartOf } from '../domain/team-calendar.ts';
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
    const thisMonth = await this.activity.startedSince(counted, monthStartOf(now));
    const recently = await this.activity.startedSince(counted, activeSince(now));
    const team = averagesOf(await this.results.totalsOf(counted));
    return {
      members: members.length,
      sessionsThisMonth: thisMonth.sessions,
      averageOverall: team?.overall ?? null,
      activeLearners: recently.learners,
    };
  }
}
