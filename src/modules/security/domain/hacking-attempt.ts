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
  scenario: { name: string; description: string };
}

export type AttemptVerdict = Pick<HackingAttempt, 'riskLevel' | 'wasBlocked' | 'patterns' | 'reasoning' | 'suggestedAction' | 'source' | 'modelOutput'>;

/** The record of an attempt, as first judged (the offline classifier or the output guard). */
export function newAttempt(context: AttemptContext, verdict: AttemptVerdict, at: Date): NewHackingAttempt {
  return {
    ...verdict, attemptTime: at, userId: context.userId, userEmail: context.origin.email, sessionId: context.sessionId, userIp: context.origin.ip,
    userLocale: context.locale, message: context.text, reviewedBy: 'offline', history: recentHistory(context.history),
    scenarioName: context.scenario.name, scenarioDescription: context.scenario.description,
  };
}
