import { inject, injectable } from 'inversify';
import { wholeUtcDays } from '#src/shared/calendar-day.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { LoginAttemptLog, TimeRange, UserRepository } from '../domain/ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import type { DatedPageQuery, LoginsPage } from '../http/superadmin-users.contracts.ts';

/** Whole UTC days, both included: 'YYYY-MM-DD' to 'YYYY-MM-DD'. */
export function dayRange(dateFrom?: string, dateTo?: string): TimeRange {
  const { from, until } = wholeUtcDays(dateFrom, dateTo);
  return { ...(from ? { from } : {}), ...(until ? { before: until } : {}) };
}

/** The Logins tab of a user's page (SPEC §2, §3 "Login item"): every attempt on the account, newest first. */
@injectable()
export class ListUserLogins {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.LoginAttemptLog) private readonly attempts: LoginAttemptLog,
  ) {}

  async execute(userId: number, q: DatedPageQuery): Promise<LoginsPage> {
    if (!(await this.users.findById(userId))) throw new UserNotFoundError(`with id ${userId}`);
    const { items, total } = await this.attempts.listFor(userId, dayRange(q.dateFrom, q.dateTo), q.page, q.pageSize);
    return {
      items: items.map((a) => ({ id: a.id, timestamp: a.at.toISOString(), ip: a.ip, userAgent: a.userAgent, success: a.success })),
      total, page: q.page, pageSize: q.pageSize,
    };
  }
}
