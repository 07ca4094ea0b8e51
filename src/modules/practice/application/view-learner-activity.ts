import { inject, injectable } from 'inversify';
import { IDENTITY, type UserRepository } from '#src/modules/identity/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import { LearnerNotFoundError } from '../domain/practice.errors.ts';
import type { ActivityPage, ActivityQuery } from '../http/superadmin-sessions.contracts.ts';
import type { PracticeRecords, SessionScores } from '../domain/records.ports.ts';
import { wholeUtcDays } from '#src/shared/calendar-day.ts';
import { COMPLETED_OF_FILTER, durationSeconds, shownStatus } from './superadmin-views.ts';

/** SPEC §2 User detail, Activity tab: a learner's sessions newest first, each with its overall score once analysed. */
@injectable()
export class ViewLearnerActivity {
  constructor(
    @inject(PRACTICE.PracticeRecords) private readonly records: PracticeRecords,
    @inject(PRACTICE.SessionScores) private readonly scores: SessionScores,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
  ) {}

  async execute(userId: number, query: ActivityQuery): Promise<ActivityPage> {
    const period = wholeUtcDays(query.dateFrom, query.dateTo);
    const [learner, { items, total }] = await Promise.all([
      this.users.findById(userId),
      this.records.sessionsOf(userId, { completed: COMPLETED_OF_FILTER[query.status], period }, query),
    ]);
    if (!learner) throw new LearnerNotFoundError(userId);
    const overall = await this.scores.overallOf(items.filter((s) => s.status === 'Completed').map((s) => s.id));
    return {
      items: items.map((s) => ({
        sessionId: s.id, scenarioId: s.scenarioId, scenarioName: s.scenarioName, scenarioName_ru: s.scenarioName_ru,
        startedAt: s.startedAt.toISOString(), completedAt: s.endedAt?.toISOString() ?? null,
        durationSeconds: durationSeconds(s.startedAt, s.endedAt), status: shownStatus(s.status), overallScore: overall.get(s.id) ?? null,
      })),
      total, page: query.page, pageSize: query.pageSize,
    };
  }
}
