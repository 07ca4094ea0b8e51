import { inject, injectable } from 'inversify';
import { ValidationError } from '#src/platform/errors.ts';
import { SECURITY } from '../security.tokens.ts';
import { utcDaysUpTo } from '../domain/ai-usage.ts';
import type { AiUsageLedger } from '../domain/ports.ts';
import { MAX_USAGE_DAYS } from '../http/ai-usage.contracts.ts';

export const KEEP_DAYS_PROBLEM = `must be a whole number of days, at least ${MAX_USAGE_DAYS} (the longest period the usage reports show)`;
/** A hundred years: past that the day to keep from is outside what a timestamp holds, and nothing is that old. */
export const MAX_KEEP_DAYS = 36_500;

export interface UsagePruning {
  /** The first moment kept: midnight UTC starting the oldest of the days kept. */
  keptFrom: Date;
  rows: number;
}

/**
 * The operator trims the AI usage ledger (`rapport security prune-usage`): it gains a row per model
 * call and nothing trims it by itself. Only rows older than every report can show go: today's caps
 * read today, the console and `security usage` at most MAX_USAGE_DAYS whole UTC days.
 */
@injectable()
export class PruneAiUsage {
  constructor(@inject(SECURITY.AiUsageLedger) private readonly ledger: AiUsageLedger) {}

  /** What pruning to `keepDays` would delete, changing nothing. */
  async preview(keepDays: number, now = new Date()): Promise<UsagePruning> {
    const keptFrom = keptFromOf(keepDays, now);
    return { keptFrom, rows: await this.ledger.countBefore(keptFrom) };
  }

  async execute(keepDays: number, now = new Date()): Promise<UsagePruning> {
    const keptFrom = keptFromOf(keepDays, now);
    return { keptFrom, rows: await this.ledger.removeBefore(keptFrom) };
  }
}

function keptFromOf(keepDays: number, now: Date): Date {
  if (!Number.isInteger(keepDays) || keepDays < MAX_USAGE_DAYS || keepDays > MAX_KEEP_DAYS) {
    throw new ValidationError([{ path: 'keepDays', message: KEEP_DAYS_PROBLEM }], `keepDays ${KEEP_DAYS_PROBLEM}`);
  }
  return utcDaysUpTo(now, keepDays).start;
}
