import { AppError, NotFoundError } from '#src/platform/errors.ts';

/** A problem a content writer can act on: which file, which record, which field. */
export interface ContentProblem {
  file: string;
  record: string | null;
  field: string | null;
  message: string;
}

/** A content import refused as a whole: nothing was written. */
export class ContentInvalidError extends AppError {
  constructor(readonly problems: ContentProblem[]) {
    super('PRACTICE.CONTENT_INVALID', `The content has ${problems.length} problem(s); nothing was imported.`, problems);
  }
}

export class ScenarioNotFoundError extends NotFoundError {
  constructor() {
    super('Scenario not found.', 'PRACTICE.SCENARIO_NOT_FOUND');
  }
}

/** Someone else's session is answered exactly like a missing one. */
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

/** A character walked out: the conversation is over, though the session is not ended yet. */
export class ConversationOverError extends AppError {
  constructor() {
    super('PRACTICE.CONVERSATION_OVER', 'The other side has left the conversation. End the session to see your analysis.');
  }
}

/** Practice keeps only user ids: the SuperAdmin asked about an id the identity module does not know (the same code as its own). */
export class LearnerNotFoundError extends AppError {
  constructor(userId: number) {
    super('IDENTITY.USER_NOT_FOUND', `No user with id ${userId}.`);
  }
}
