import type { Skill } from '#src/shared/findings.ts';
import type { Sender, SessionMessage, SessionStatus } from './session.ts';

/** A stretch of time: `from` included, `until` excluded; null leaves that end open. */
export interface Period {
  from: Date | null;
  until: Date | null;
}

export interface Paging {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** One of a learner's sessions as the SuperAdmin lists it, with its scenario's names. */
export interface RecordedSession {
  id: number;
  scenarioId: number;
  scenarioName: string;
  scenarioName_ru: string;
  status: SessionStatus;
  startedAt: Date;
  endedAt: Date | null;
}

/** One line of any of a learner's sessions, cut to its first characters. */
export interface RecordedLine {
  id: number;
  sessionId: number;
  sender: Sender;
  snippet: string;
  speakerName: string | null;
  createdAt: Date;
}

/** Port: a learner's practice as the SuperAdmin pages through it (SPEC §2 User detail, Session detail). */
export interface PracticeRecords {
  /** The learner's sessions started in the period, newest first. */
  sessionsOf(userId: number, filter: { completed: boolean | null; period: Period }, paging: Paging): Promise<Page<RecordedSession>>;
  /** Every line of the learner's sessions said in the period (theirs, the characters', the coach's), newest first. */
  linesOf(userId: number, period: Period, paging: Paging, snippetLength: number): Promise<Page<RecordedLine>>;
  /** One session's lines in the order they were said, coach tips included. */
  linesOfSession(sessionId: number, paging: Paging): Promise<Page<SessionMessage>>;
  /** Who said each line of the session, in order. */
  sendersOf(sessionId: number): Promise<Sender[]>;
}

/** A session's analysis in one reader's language. */
export interface SessionFeedback {
  overall: number;
  scores: Record<Skill, { score: number; feedback: string }>;
  strengths: string[];
  /** `messageNumber` counts the spoken lines only (coach tips left out), as the analysis reads the conversation. */
  improvements: { messageNumber: number | null; issue: string; suggestion: string }[];
}

/** Port (the analysis module): the scores and feedback of analysed sessions. */
export interface SessionScores {
  /** The overall score of each of these sessions that has been analysed, in one query. */
  overallOf(sessionIds: readonly number[]): Promise<Map<number, number>>;
  /** The analysis worded in `language` (ADR 0014); null until the session is analysed. */
  feedbackOf(sessionId: number, language: 'en' | 'ru'): Promise<SessionFeedback | null>;
}
