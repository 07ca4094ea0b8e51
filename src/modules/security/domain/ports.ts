import type { AiUsageRow, Spending, UsagePurpose } from './ai-usage.ts';
import type { HackingAttempt, NewHackingAttempt } from './hacking-attempt.ts';
import type { RiskLevel } from './risk.ts';
import type { PrunableRows } from './retention.ts';

export interface AttemptFilter {
  riskLevel?: RiskLevel;
  wasBlocked?: boolean;
  /** From this moment on (inclusive) … */
  from?: Date;
  /** … and before this one (exclusive). */
  before?: Date;
}

export interface AttemptCounts {
  total: number;
  blocked: number;
  last24Hours: number;
  last7Days: number;
}

/** Pruned by the operator (`PrunableRows`): attempts by their time. */
export interface HackingAttemptRepository extends PrunableRows {
  add(attempt: NewHackingAttempt): Promise<HackingAttempt>;
  find(id: number): Promise<HackingAttempt | null>;
  /** Newest first. */
  list(filter: AttemptFilter, page: number, pageSize: number): Promise<{ items: HackingAttempt[]; total: number }>;
  counts(now: Date): Promise<AttemptCounts>;
  /**
   * When the learner's messages were blocked since then, newest first, at most `limit` of them (their
   * input, not replies the output guard withheld).
   */
  latestBlocks(userId: number, since: Date, limit: number): Promise<Date[]>;
  /** The LLM's review replaces the offline reasoning and suggestion; the risk level enforced at the time stays. */
  /** Writes the LLM's review, unless the attempt was anonymised meanwhile (ADR 0030). */
  saveReview(id: number, review: { reasoning: string; suggestedAction: string }): Promise<void>;
}

/** Port: asks for an LLM review of a recorded attempt, later, off the learner's path. */
export interface AttemptReviews {
  request(attempt: Pick<HackingAttempt, 'id' | 'userId' | 'sessionId'>): Promise<void>;
}

/** A learner's and a session's spending in one period, and how the session's last character turn went. */
export interface SpendingStanding {
  user: Spending;
  session: Spending;
  /** The session's last character turn (of any day) was refused for the allowance. */
  lastTurnRefused: boolean;
}

/** Ledger figures of one group (a day and purpose, a period, a learner). */
export interface UsageFigures {
  calls: number;
  promptTokens: number;
  completionTokens: number;
  estimatedCalls: number;
  failedCalls: number;
  refusedTurns: number;
}

/** The AI usage ledger (OWASP LLM10). Periods are [from, to). */
/** Pruned by the operator (`PrunableRows`): rows by when the call was made. */
export interface AiUsageLedger extends PrunableRows {
  add(row: AiUsageRow): Promise<void>;
  standing(userId: number, sessionId: number, from: Date, to: Date): Promise<SpendingStanding>;
  /** Figures per UTC day (YYYY-MM-DD) and purpose, days in order; days and purposes without rows are left out. */
  byDayAndPurpose(from: Date, to: Date): Promise<(UsageFigures & { day: string; purpose: UsagePurpose })[]>;
  /** The learners with the most tokens in the period, most first. */
  topUsers(from: Date, to: Date, limit: number): Promise<(UsageFigures & { userId: number })[]>;
}
