import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Clock } from '#src/platform/clock.ts';
import { CatalogueSnapshot, LearnerSessions } from '#src/modules/practice/index.ts';
import { ScoreRecords } from '#src/modules/analysis/index.ts';
import { utcDay, type Assignment, type Attempt } from '../domain/assignment.ts';

export interface ScenarioNames {
  name: string;
  name_ru: string;
}

/**
 * What assignment statuses are measured on, read through practice's and analysis' indexes: the
 * sessions and results of a whole team in two queries, however many members and assignments.
 */
@injectable()
export class AssignmentProgress {
  constructor(
    @inject(LearnerSessions) private readonly sessions: LearnerSessions,
    @inject(ScoreRecords) private readonly scores: ScoreRecords,
    @inject(CatalogueSnapshot) private readonly catalogue: CatalogueSnapshot,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** The UTC day due dates are compared with. */
  today(): string {
    return utcDay(this.clock.now());
  }

  /** Names of every scenario an assignment may point at: retired ones too, as their assignments stay on show until removed. */
  async scenarioNames(): Promise<Map<number, ScenarioNames>> {
    const { scenarios, retired } = await this.catalogue.get();
    return new Map([...scenarios, ...retired].map((s) => [s.id, { name: s.name, name_ru: s.name_ru }]));
  }

  /** Whether learners are offered the scenario: only those can be assigned. */
  async offers(scenarioId: number): Promise<boolean> {
    return (await this.offered()).has(scenarioId);
  }

  /** Ids of the scenarios learners are offered (not retired or removed). */
  async offered(): Promise<Set<number>> {
    return new Set((await this.catalogue.get()).scenarios.map((s) => s.id));
  }

  /** Each user's sessions of the assignments' scenarios since the oldest of them was made, with their results, by user. */
  async attempts(userIds: readonly number[], assignments: readonly Assignment[]): Promise<Map<number, Attempt[]>> {
    const byUser = new Map<number, Attempt[]>();
    if (!userIds.length || !assignments.length) return byUser;
    const scenarioIds = [...new Set(assignments.map((a) => a.scenarioId))];
    const since = new Date(Math.min(...assignments.map((a) => a.createdAt.getTime())));
    // A session is analysed after it started, so results since the same moment cover every session listed.
    const sessions = await this.sessions.ofLearners(userIds, scenarioIds, since);
    const results = await this.scores.ofLearners(userIds, scenarioIds, since);
    const resultOf = new Map(results.map((r) => [r.sessionId, r]));
    for (const s of sessions) {
      const result = resultOf.get(s.id);
      const attempt: Attempt = {
        sessionId: s.id, userId: s.userId, scenarioId: s.scenarioId, startedAt: s.startedAt, endedAt: s.endedAt,
        overall: result?.overall ?? null, analysedAt: result?.completedAt ?? null,
      };
      const list = byUser.get(s.userId);
      if (list) list.push(attempt);
      else byUser.set(s.userId, [attempt]);
    }
    return byUser;
  }
}
