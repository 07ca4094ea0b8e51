import { ValidationError } from '#src/platform/errors.ts';
import { utcDaysUpTo } from './ai-usage.ts';

/** A hundred years: past that the day to keep from is outside what a timestamp holds, and nothing is that old. */
export const MAX_KEEP_DAYS = 36_500;

/** How many whole UTC days, ending today, an operator may keep of a table that grows by itself, at least, and why. */
export interface Retention {
  minDays: number;
  why: string;
}

export const keepDaysProblem = ({ minDays, why }: Retention) => `must be a whole number of days, at least ${minDays} (${why})`;

/** What pruning deletes (or would): the rows from before `keptFrom`. */
export interface Pruning {
  /** The first moment kept: midnight UTC starting the oldest of the days kept. */
  keptFrom: Date;
  rows: number;
}

function keptFromOf(keepDays: number, retention: Retention, now: Date): Date {
  if (!Number.isInteger(keepDays) || keepDays < retention.minDays || keepDays > MAX_KEEP_DAYS) {
    const problem = keepDaysProblem(retention);
    throw new ValidationError([{ path: 'keepDays', message: problem }], `keepDays ${problem}`);
  }
  return utcDaysUpTo(now, keepDays).start;
}

/** A table that grows by itself, as pruning sees it. */
export interface PrunableRows {
  countBefore(before: Date): Promise<number>;
  /** Deletes the rows from before then; how many went. */
  removeBefore(before: Date): Promise<number>;
}

/** Trims a table to its last whole UTC days, never to fewer than its retention allows. */
export class Pruner {
  constructor(
    private readonly table: PrunableRows,
    private readonly retention: Retention,
  ) {}

  /** What pruning to `keepDays` would delete, changing nothing. */
  async preview(keepDays: number, now = new Date()): Promise<Pruning> {
    const keptFrom = keptFromOf(keepDays, this.retention, now);
    return { keptFrom, rows: await this.table.countBefore(keptFrom) };
  }

  async execute(keepDays: number, now = new Date()): Promise<Pruning> {
    const keptFrom = keptFromOf(keepDays, this.retention, now);
    return { keptFrom, rows: await this.table.removeBefore(keptFrom) };
  }
}
