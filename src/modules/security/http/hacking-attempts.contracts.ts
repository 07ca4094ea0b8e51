import { z } from 'zod';
import { RISK_LEVELS, type RiskLevel } from '../domain/risk.ts';

export { RISK_LEVELS, type RiskLevel };

/** SPEC §9: hacking attempts are listed 20 to a page. */
export const HACKING_ATTEMPTS_PAGE_SIZE = 20;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-24');

/** GET /api/hackingattempts query. Dates are whole days (UTC), both ends included. */
export const hackingAttemptsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(HACKING_ATTEMPTS_PAGE_SIZE),
  riskLevel: z.enum(RISK_LEVELS).optional(),
  wasBlocked: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  startDate: day.optional(),
  endDate: day.optional(),
});
export type HackingAttemptsQuery = z.output<typeof hackingAttemptsQuery>;

/** SPEC §3 "Hacking attempt". JSON-array fields are JSON strings, as the SPEC gives them. */
export interface HackingAttemptView {
  id: number;
  attemptTime: string;
  userEmail: string | null;
  sessionId: number | null;
  riskLevel: RiskLevel;
  wasBlocked: boolean;
  userIP: string | null;
  userLocale: string | null;
  /** The learner's message that was screened (or that drew a leaking reply). */
  message: string;
  /** JSON array string of pattern names. */
  detectedPatterns: string;
  reasoning: string | null;
  suggestedAction: string | null;
  /** JSON array string of `{ role: 'user' | 'other', content }`, the last 10 messages before the attempt. */
  conversationHistory: string;
  scenarioName: string | null;
  scenarioDescription: string | null;
  /** Where it was caught: the learner's message, or the model's reply (a system-prompt leak held back). */
  source: 'input' | 'output';
  /** A leaking reply as the model wrote it, kept for the SuperAdmin; null for input attempts. */
  modelOutput: string | null;
}

export interface HackingAttemptPage {
  attempts: HackingAttemptView[];
  total: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

export interface HackingAttemptStatistics {
  total: number;
  last24Hours: number;
  blocked: number;
  last7Days: number;
}
