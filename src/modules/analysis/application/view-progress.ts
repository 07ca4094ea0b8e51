import { inject, injectable } from 'inversify';
import { FinishedConversations } from '#src/modules/practice/index.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Clock } from '#src/platform/clock.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { LearnerTimeZones, ProgressResults } from '../domain/ports.ts';
import { currentStreak, longestStreak } from '../domain/achievement.ts';
import { movers, personalBests, progressStartOf, progressWeeks } from '../domain/progress.ts';
import { shownScore } from '../domain/team-progress.ts';
import { namesOrRemoved } from './removed-scenario.ts';

const mapValues = <K extends string, V, W>(record: Record<K, V>, f: (v: V) => W) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v as V)])) as Record<K, W>;

/**
 * R2.12: how the learner is getting on — the weekly trend (UTC weeks, the same as their team's),
 * personal bests, the streak (days where the learner is, ADR 0046) and what moved each skill.
 */
@injectable()
export class ViewProgress {
  constructor(
    @inject(ANALYSIS.ProgressResults) private readonly results: ProgressResults,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(ANALYSIS.LearnerTimeZones) private readonly timeZones: LearnerTimeZones,
  ) {}

  async execute(userId: number, weeks: number) {
    const now = this.clock.now();
    const reported = await this.results.weekly(userId, progressStartOf(now, weeks));
    const { runs, completedAt } = await this.results.byScenario(userId);
    const timeZone = await this.timeZones.of(userId);
    const facts = await this.conversations.scenarioFacts();
    const named = (scenarioId: number) => {
      const names = namesOrRemoved(facts.get(scenarioId));
      return { scenarioId, scenarioName: names.name, scenarioName_ru: names.name_ru };
    };
    return {
      weeks: progressWeeks(now, weeks, reported),
      sessions: runs.reduce((n, r) => n + r.sessions, 0),
      personalBests: mapValues(personalBests(runs), (b) => b && {
        score: shownScore(b.score), sessionId: b.sessionId, ...named(b.scenarioId), achievedAt: b.achievedAt.toISOString(),
      }),
      streak: { current: currentStreak(completedAt, now, timeZone), longest: longestStreak(completedAt, timeZone) },
      movers: mapValues(movers(runs), (m) => m && { ...m, ...named(m.scenarioId) }),
    };
  }
}
