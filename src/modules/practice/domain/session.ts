import { AppError, ValidationError } from '#src/platform/errors.ts';
import type { Gender } from './scenario.ts';
import type { Speaker } from './conversation.ts';

/** SPEC §5/§9: a chat message is at most 3000 characters. */
export const MAX_MESSAGE_LENGTH = 3000;

export type SessionStatus = 'InProgress' | 'Completed';
export type Sender = 'user' | 'ai' | 'system';

export interface PracticeSession {
  id: number;
  userId: number;
  scenarioId: number;
  /** The persona archetype chosen at start; null for the generic partner (id 0). */
  personaId: number | null;
  personaInfo: { firstName: string | null; gender: Gender; avatarUrl: string | null };
  locale: 'en' | 'ru';
  coachEnabled: boolean;
  status: SessionStatus;
  startedAt: Date;
  endedAt: Date | null;
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

export class SessionNotFoundError extends AppError {
  constructor() {
    super('PRACTICE.SESSION_NOT_FOUND', "Session not found or you don't have access to view it.");
  }
}

export class SessionEndedError extends AppError {
  constructor() {
    super('PRACTICE.SESSION_ENDED', 'This practice session has ended.');
  }
}

export class NotJoinedError extends AppError {
  constructor() {
    super('PRACTICE.NOT_JOINED', 'Join a practice session first.');
  }
}

export class ReplyInProgressError extends AppError {
  constructor() {
    super('PRACTICE.REPLY_IN_PROGRESS', 'Wait for the reply before sending another message.');
  }
}

/** Trimmed, non-empty, at most 3000 characters. */
export function learnerText(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw new ValidationError([{ path: 'text', message: 'Type a message first.' }], 'Type a message first.');
  if (text.length > MAX_MESSAGE_LENGTH)
    throw new ValidationError([{ path: 'text', message: `A message can be at most ${MAX_MESSAGE_LENGTH} characters.` }], `A message can be at most ${MAX_MESSAGE_LENGTH} characters.`);
  return text;
}
