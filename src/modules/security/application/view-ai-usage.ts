import { inject, injectable } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { DAY_MS, utcDayOf } from '#src/shared/calendar-day.ts';
import { IDENTITY, type UserRepository } from '#src/modules/identity/index.ts';
import { SECURITY } from '../security.tokens.ts';
import { utcDaysUpTo } from '../domain/ai-usage.ts';
import type { AiUsageLedger, UsageFigures } from '../domain/ports.ts';
import type { AiUsageReport, UsageFiguresView } from '../http/ai-usage.contracts.ts';
import { limitsOf } from './daily-ai-allowance.ts';

const TOP_USERS = 10;

const ZERO: UsageFigures = { calls: 0, promptTokens: 0, completionTokens: 0, estimatedCalls: 0, failedCalls: 0, refusedTurns: 0 };
const view = (f: UsageFigures): UsageFiguresView => ({ ...f, totalTokens: f.promptTokens + f.completionTokens });
const add = (a: UsageFigures, b: UsageFigures): UsageFigures => ({
  calls: a.calls + b.calls, promptTokens: a.promptTokens + b.promptTokens, completionTokens: a.completionTokens + b.completionTokens,
  estimatedCalls: a.estimatedCalls + b.estimatedCalls, failedCalls: a.failedCalls + b.failedCalls, refusedTurns: a.refusedTurns + b.refusedTurns,
});

/**
 * OWASP LLM10, for the SuperAdmin (API and `rapport security usage`): what the model cost over the
 * last days (UTC), per day and purpose, and who spent the most. Every day of the period is listed,
 * quiet ones with zeros, so a chart or a script needs no gaps filled.
 */
@injectable()
export class ViewAiUsage {
  constructor(
    @inject(SECURITY.AiUsageLedger) private readonly ledger: AiUsageLedger,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Config) private readonly config: Config,
  ) {}

  async execute(days: number, now = new Date()): Promise<AiUsageReport> {
    const { start, end } = utcDaysUpTo(now, days);
    const [groups, top] = await Promise.all([this.ledger.byDayAndPurpose(start, end), this.ledger.topUsers(start, end, TOP_USERS)]);
    const dates = Array.from({ length: days }, (_, i) => utcDayOf(new Date(start.getTime() + i * DAY_MS)));
    const perDay = dates.map((date) => {
      const purposes = groups.filter((g) => g.day === date);
      const figures = purposes.reduce<UsageFigures>((sum, g) => add(sum, g), ZERO);
      return { date, ...view(figures), purposes: purposes.map(({ day: _day, purpose, ...f }) => ({ purpose, ...view(f) })) };
    });
    const emails = await this.emails(top.map((t) => t.userId));
    return {
      from: dates[0]!, to: dates.at(-1)!, limits: limitsOf(this.config),
      total: view(groups.reduce<UsageFigures>((sum, g) => add(sum, g), ZERO)),
      days: perDay,
      topUsers: top.map(({ userId, ...f }) => ({ userId, email: emails.get(userId) ?? null, ...view(f) })),
    };
  }

  /** An id whose account is gone (deleted while a call of theirs was under way, ADR 0030) shows without an address. */
  private async emails(ids: number[]): Promise<Map<number, string>> {
    const users = await Promise.all(ids.map((id) => this.users.findById(id)));
    return new Map(users.flatMap((u) => (u ? [[u.id, u.email] as const] : [])));
  }
}
