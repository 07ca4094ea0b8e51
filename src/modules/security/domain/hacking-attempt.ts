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
