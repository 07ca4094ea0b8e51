import type { RiskLevel } from './risk.ts';

/** One line of the conversation before an attempt, as SPEC §3 gives it: the learner or the other side. */
export interface HistoryLine {
  role: 'user' | 'other';
  content: string;
}

/** SPEC §3 "Hacking attempt": what is kept of a message (or a reply) that tried to subvert a character. */
export interface HackingAttempt {
  id: number;
  attemptTime: Date;
  userId: number | null;
  /** The address at the time: an audit record keeps who it was then. */
  userEmail: string | null;
  sessionId: number | null;
  riskLevel: RiskLevel;
  wasBlocked: boolean;
  userIp: string | null;
  userLocale: string | null;
  message: string;
  patterns: string[];
  reasoning: string | null;
  suggestedAction: string | null;
  /** Who wrote the reasoning: the offline classifier at the time, or the LLM's later review. */
  reviewedBy: 'offline' | 'llm';
  history: HistoryLine[];
  scenarioName: string | null;
  scenarioDescription: string | null;
  source: 'input' | 'output';
  modelOutput: string | null;
}

export type NewHackingAttempt = Omit<HackingAttempt, 'id'>;

/**
 * What an attempt loses when its learner's account is deleted (ADR 0030): who, where from, and
 * every word (theirs, the conversation's, the reviews quoting them). When, how risky, whether it
 * was blocked, the patterns and the scenario stay, so the statistics do not change.
 */
export const ANONYMISED = {
  userId: null, userEmail: null, sessionId: null, userIp: null, userLocale: null,
  message: '', history: [], reasoning: null, suggestedAction: null, modelOutput: null,
} as const satisfies Partial<HackingAttempt>;

/** Anonymised: no attempt is recorded without the words it was about, so an empty message means they were erased. */
export const isAnonymised = (attempt: Pick<HackingAttempt, 'message'>) => attempt.message === '';

/** SPEC §9: the details show the last 10 messages before the attempt. */
export const HISTORY_LENGTH = 10;

export function recentHistory(lines: readonly { sender: 'user' | 'ai'; content: string }[]): HistoryLine[] {
  return lines.slice(-HISTORY_LENGTH).map((l) => ({ role: l.sender === 'user' ? 'user' : 'other', content: l.content }));
}

/** Where an attempt happened: the learner's message and its conversation, as practice tells it. */
export interface AttemptContext {
  userId: number;
  origin: { email: string; ip: string | null };
  sessionId: number | null;
  locale: string;
  text: string;
  history: readonly { sender: 'user' | 'ai'; content: string }[];
  /** Null for words given outside any scenario (goals at onboarding). */
  scenario: { name: string; description: string } | null;
}

export type AttemptVerdict = Pick<HackingAttempt, 'riskLevel' | 'wasBlocked' | 'patterns' | 'reasoning' | 'suggestedAction' | 'source' | 'modelOutput'>;

/** The record of an attempt, as first judged (the offline classifier or the output guard). */
export function newAttempt(context: AttemptContext, verdict: AttemptVerdict, at: Date): NewHackingAttempt {
  return {
    ...verdict, attemptTime: at, userId: context.userId, userEmail: context.origin.email, sessionId: context.sessionId, userIp: context.origin.ip?.slice(0, 64) ?? null,
    userLocale: context.locale, message: context.text, reviewedBy: 'offline', history: recentHistory(context.history),
    scenarioName: context.scenario?.name ?? null, scenarioDescription: context.scenario?.description ?? null,
  };
}
