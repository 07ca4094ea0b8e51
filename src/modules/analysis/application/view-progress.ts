import { inject, injectable } from 'inversify';
import { FinishedConversations } from '#src/modules/practice/index.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Clock } from '#src/platform/clock.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { ProgressResults } from '../domain/ports.ts';
import { currentStreak, longestStreak } from '../domain/achievement.ts';
import { movers, personalBests, progressStartOf, progressWeeks } from '../domain/progress.ts';
import { shownScore } from '../domain/team-progress.ts';
import { namesOrRemoved } from './removed-scenario.ts';

const mapValues = <K extends string, V, W>(record: Record<K, V>, f: (v: V) => W) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v as V)])) as Record<K, W>;

/** R2.12: how the learner is getting on — the weekly trend (UTC weeks), personal bests, the streak and what moved each skill. */
@injectable()
export class ViewProgress {
  constructor(
    @inject(ANALYSIS.ProgressResults) private readonly results: ProgressResults,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: number, weeks: number) {
    const now = this.clock.now();
    const reported = await this.results.weekly(userId, progressStartOf(now, weeks));
    const { runs, days } = await this.results.byScenario(userId);
    const facts = await this.conversations.scenarioFacts();
    const named = (scenarioId: number) => {
      const names = namesOrRemoved(facts.get(scenarioId));
      return { scenarioId, scenarioName: names.name, scenarioName_ru: names.name_ru };
    };
    const dates = days.map((d) => new Date(`${d}T00:00:00.000Z`));
    return {
      weeks: progressWeeks(now, weeks, reported),
      sessions: runs.reduce((n, r) => n + r.sessions, 0),
      personalBests: mapValues(personalBests(runs), (b) => b && {
        score: shownScore(b.score), sessionId: b.sessionId, ...named(b.scenarioId), achievedAt: b.achievedAt.toISOString(),
      }),
      streak: { current: currentStreak(dates, now), longest: longestStreak(dates) },
      movers: mapValues(movers(runs), (m) => m && { ...m, ...named(m.scenarioId) }),
    };
  }
}
