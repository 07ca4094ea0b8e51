import { ValidationError } from '#src/platform/errors.ts';
import { checkLearnerMessage, MAX_MESSAGE_LENGTH } from '#src/shared/learner-message.ts';
import type { PersonaInfo, Speaker, TranscriptLine } from './conversation.ts';

/**
 * A session is played `InProgress`, then `Completed` by the learner's end, or `Discarded` when the
 * learner threw it away before saying anything (it then counts for nothing and is gone from their view).
 */
export type SessionStatus = 'InProgress' | 'Completed' | 'Discarded';
/** What a session the learner kept can be: the learner, their results and their curriculum never see a discarded one. */
export type KeptStatus = Exclude<SessionStatus, 'Discarded'>;
export type Sender = 'user' | 'ai' | 'system';

export interface PracticeSession {
  id: number;
  userId: number;
  scenarioId: number;
  /** The persona archetype chosen at start; null for the generic partner (id 0). */
  personaId: number | null;
  personaInfo: PersonaInfo;
  locale: 'en' | 'ru';
  coachEnabled: boolean;
  status: SessionStatus;
  startedAt: Date;
  endedAt: Date | null;
  /** Set when the session retries another from one of its learner messages ("Try this moment again"). */
  branchOf: BranchPoint | null;
}

export type KeptSession = PracticeSession & { status: KeptStatus };
export const isKept = (session: PracticeSession): session is KeptSession => session.status !== 'Discarded';

/** A session and one of its learner messages: 1-based among the lines said (coach tips left out), as results number them. */
export interface BranchPoint {
  sessionId: number;
  messageNumber: number;
}

export interface SessionMessage {
  id: number;
  sessionId: number;
  /** `system` lines (coach tips) are kept but never shown as conversation. */
  sender: Sender;
  content: string;
  speaker: Speaker | null;
  createdAt: Date;
}

const NOT_TEXT = 'A message must be text (a JSON string).';
const PROBLEMS = {
  empty: 'Type a message first.',
  'too-long': `A message can be at most ${MAX_MESSAGE_LENGTH} characters.`,
} as const;

/** The learner's text as it is saved (trimmed), or a validation error the chat can show. */
export function learnerText(raw: unknown): string {
  // Not "type a message first" to a client that sent an object or a number: it did send something.
  if (typeof raw !== 'string') throw new ValidationError([{ path: 'text', message: NOT_TEXT }], NOT_TEXT);
  const check = checkLearnerMessage(raw);
  if (check.ok) return check.text;
  const message = PROBLEMS[check.problem];
  throw new ValidationError([{ path: 'text', message }], message);
}

/** The conversation as the characters and the coach read it: coach tips left out. */
export const transcriptOf = (messages: SessionMessage[]): TranscriptLine[] =>
  messages.filter((m) => m.sender !== 'system').map((m) => ({ sender: m.sender as 'user' | 'ai', content: m.content, speaker: m.speaker }));

/** The lines a branch copied from its earlier session (none for a session of its own): said there, not here. */
export const copiedLineCount = (session: Pick<PracticeSession, 'branchOf'>): number => (session.branchOf ? session.branchOf.messageNumber - 1 : 0);
