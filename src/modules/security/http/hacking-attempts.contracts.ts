import { z } from 'zod';
import { pathId } from '#src/platform/http/path-id.contracts.ts';
import { calendarDay as day } from '#src/platform/http/calendar-day.contracts.ts';
import { END_BEFORE_START_RULE, isRangeReversed } from '#src/shared/calendar-day.ts';
import { RISK_LEVELS, type RiskLevel } from '../domain/risk.ts';

export { RISK_LEVELS, type RiskLevel };

/** SPEC §9: hacking attempts are listed 20 to a page. */
export const HACKING_ATTEMPTS_PAGE_SIZE = 20;

/** GET /api/hackingattempts query. Dates are whole days (UTC), both ends included. */
export const hackingAttemptsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(HACKING_ATTEMPTS_PAGE_SIZE),
  riskLevel: z.enum(RISK_LEVELS).optional(),
  wasBlocked: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  // As the people console's date filters: a range turned around is a mistake worth saying, not an empty list.
}).refine((q) => !isRangeReversed(q.startDate, q.endDate), { ...END_BEFORE_START_RULE, path: ['endDate'] });
export type HackingAttemptsQuery = z.output<typeof hackingAttemptsQuery>;

/** SPEC §3 "Hacking attempt". JSON-array fields are JSON strings, as the SPEC gives them. */
export const hackingAttempt = z.object({
  id: z.number().int(),
  attemptTime: z.string(),
  userEmail: z.string().nullable(),
  sessionId: z.number().int().nullable(),
  riskLevel: z.enum(RISK_LEVELS),
  wasBlocked: z.boolean(),
  userIP: z.string().nullable(),
  userLocale: z.string().nullable(),
  /** The learner's message that was screened (or that drew a leaking reply). */
  message: z.string(),
  /** JSON array string of pattern names. */
  detectedPatterns: z.string(),
  reasoning: z.string().nullable(),
  suggestedAction: z.string().nullable(),
  /** JSON array string of `{ role: 'user' | 'other', content }`, the last 10 messages before the attempt. */
  conversationHistory: z.string(),
  scenarioName: z.string().nullable(),
  scenarioDescription: z.string().nullable(),
  /** Where it was caught: the learner's message, or the model's reply (a system-prompt leak held back). */
  source: z.enum(['input', 'output']),
  /** A leaking reply as the model wrote it, kept for the SuperAdmin; null for input attempts. */
  modelOutput: z.string().nullable(),
  /**
   * Who wrote `reasoning` and `suggestedAction`: the language model's review (its own words), or the
   * built-in screening, whose English sentences say what `detectedPatterns` and the level say, so a
   * client may word them again in its reader's language.
   */
  reviewedBy: z.enum(['offline', 'llm']),
});
export type HackingAttemptView = z.infer<typeof hackingAttempt>;

export const hackingAttemptPage = z.object({
  attempts: z.array(hackingAttempt),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HackingAttemptPage = z.infer<typeof hackingAttemptPage>;

export const hackingAttemptStatistics = z.object({
  total: z.number().int(),
  last24Hours: z.number().int(),
  blocked: z.number().int(),
  last7Days: z.number().int(),
});
export type HackingAttemptStatistics = z.infer<typeof hackingAttemptStatistics>;

export const hackingAttemptIdParams = z.object({ id: pathId });
