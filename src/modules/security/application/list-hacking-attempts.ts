import { inject, injectable } from 'inversify';
import { DAY_MS } from '#src/shared/calendar-day.ts';
import { SECURITY } from '../security.tokens.ts';
import type { HackingAttemptRepository } from '../domain/ports.ts';
import type { HackingAttemptPage, HackingAttemptsQuery } from '../http/hacking-attempts.contracts.ts';
import { attemptView } from './hacking-attempt-views.ts';


/** The Hacking Attempts Monitor's table: newest first, filtered, a page at a time. Days are UTC, both ends included. */
@injectable()
export class ListHackingAttempts {
  constructor(@inject(SECURITY.HackingAttemptRepository) private readonly attempts: HackingAttemptRepository) {}

  async execute(q: HackingAttemptsQuery): Promise<HackingAttemptPage> {
    const from = q.startDate ? new Date(`${q.startDate}T00:00:00.000Z`) : undefined;
    const before = q.endDate ? new Date(new Date(`${q.endDate}T00:00:00.000Z`).getTime() + DAY_MS) : undefined;
    const { items, total } = await this.attempts.list({ riskLevel: q.riskLevel, wasBlocked: q.wasBlocked, from, before }, q.page, q.pageSize);
    return { attempts: items.map(attemptView), total, totalPages: Math.ceil(total / q.pageSize), page: q.page, pageSize: q.pageSize };
  }
}
