import { inject, injectable } from 'inversify';
import { IDENTITY, type UserRepository } from '#src/modules/identity/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import { LearnerNotFoundError } from '../domain/practice.errors.ts';
import type { MessagesPage, MessagesQuery } from '../http/superadmin-sessions.contracts.ts';
import type { PracticeRecords } from '../domain/records.ports.ts';
import { wholeUtcDays } from '#src/shared/calendar-day.ts';

/** SPEC §3 "Message item": the first 200 characters. */
const SNIPPET_LENGTH = 200;

/** SPEC §2 User detail, Messages tab: every line of the learner's sessions, theirs and the characters', newest first. */
@injectable()
export class ViewLearnerMessages {
  constructor(
    @inject(PRACTICE.PracticeRecords) private readonly records: PracticeRecords,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
  ) {}

  async execute(userId: number, query: MessagesQuery): Promise<MessagesPage> {
    const period = wholeUtcDays(query.dateFrom, query.dateTo);
    const [learner, { items, total }] = await Promise.all([
      this.users.findById(userId),
      this.records.linesOf(userId, period, query, SNIPPET_LENGTH),
    ]);
    if (!learner) throw new LearnerNotFoundError(userId);
    return {
      items: items.map((m) => ({
        id: m.id, timestamp: m.createdAt.toISOString(), direction: m.sender, contentSnippet: m.snippet, sessionId: m.sessionId, speakerName: m.speakerName,
      })),
      total, page: query.page, pageSize: query.pageSize,
    };
  }
}
