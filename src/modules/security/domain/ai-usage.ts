import { DAY_MS } from '#src/shared/calendar-day.ts';
import type { AiPurpose } from '#src/platform/ai/ai-usage.ts';

/** What a ledger row is for: a caller's purpose, or none when the caller gave no tag. */
export type UsagePurpose = AiPurpose | 'untagged';

/**
 * One line of the AI usage ledger (OWASP LLM10): a provider call as it ended, or a learner's turn
 * the allowance refused ('refused': no provider call, no tokens, the built-in engine took it).
 */
export interface AiUsageRow {
  calledAt: Date;
  /** Null for a refused turn: no model was called. */
  model: string | null;
  purpose: UsagePurpose;
  userId: number | null;
  sessionId: number | null;
  promptTokens: number;
  completionTokens: number;
  /** The provider gave no figures: the tokens are our estimate. */
  estimated: boolean;
  outcome: 'ok' | 'failed' | 'refused';
  durationMs: number;
}

/** Model calls and tokens, as a cap counts them: refused turns are no calls. */
export interface Spending {
  calls: number;
  tokens: number;
}

/** Daily caps (a UTC day) per learner and per session, from the configuration. */
export interface AiLimits {
  userCalls: number;
  userTokens: number;
  sessionCalls: number;
  sessionTokens: number;
}


/** The UTC day `at` falls in: [start, end). Budgets reset at midnight UTC for everyone at once. */
export function utcDayOf(at: Date): { start: Date; end: Date } {
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** `days` whole UTC days ending with the one `at` falls in: [start, end). */
export function utcDaysUpTo(at: Date, days: number): { start: Date; end: Date } {
  const { end } = utcDayOf(at);
  return { start: new Date(end.getTime() - days * DAY_MS), end };
}

/** What is left today: the tighter of the learner's and the session's caps, never below zero. */
export function allowanceLeft(limits: AiLimits, user: Spending, session: Spending): Spending {
  return {
    calls: Math.max(0, Math.min(limits.userCalls - user.calls, limits.sessionCalls - session.calls)),
    tokens: Math.max(0, Math.min(limits.userTokens - user.tokens, limits.sessionTokens - session.tokens)),
  };
}
