import { z } from 'zod';
import { AI_PURPOSES } from '#src/platform/ai/ai-usage.ts';

/** The longest period the report covers: the ledger is read by day, and three months is a quarter's review. */
export const MAX_USAGE_DAYS = 90;

/** GET /api/superadmin/ai-usage query: whole UTC days ending today. */
export const aiUsageQuery = z.object({
  days: z.coerce.number().int().min(1).max(MAX_USAGE_DAYS).default(7),
});
export type AiUsageQuery = z.output<typeof aiUsageQuery>;

export const usagePurpose = z.enum([...AI_PURPOSES, 'untagged']);

/** Provider calls and their tokens; turns the allowance refused are counted apart (no call was made). */
export const usageFigures = z.object({
  calls: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  totalTokens: z.number().int(),
  /** Calls whose provider sent no usage figures: their tokens are estimated (≈ 4 characters a token). */
  estimatedCalls: z.number().int(),
  failedCalls: z.number().int(),
  /** Learner turns the daily allowance refused: the built-in engine played them. */
  refusedTurns: z.number().int(),
});

export const aiUsageReport = z.object({
  /** First and last UTC day covered (YYYY-MM-DD), both included. */
  from: z.string(),
  to: z.string(),
  /** The daily caps in force (AI_*_PER_DAY). */
  limits: z.object({ userCalls: z.number().int(), userTokens: z.number().int(), sessionCalls: z.number().int(), sessionTokens: z.number().int() }),
  total: usageFigures,
  /** Every day of the period, oldest first, with its figures per purpose (purposes without calls left out). */
  days: z.array(usageFigures.extend({
    date: z.string(),
    purposes: z.array(usageFigures.extend({ purpose: usagePurpose })),
  })),
  /** The learners who used the most tokens in the period, most first (at most 10). */
  topUsers: z.array(usageFigures.extend({ userId: z.number().int(), email: z.string().nullable() })),
});
export type AiUsageReport = z.infer<typeof aiUsageReport>;
export type UsageFiguresView = z.infer<typeof usageFigures>;
