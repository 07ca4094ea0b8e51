import { AppError, NotFoundError } from '#src/platform/errors.ts';
import { isKept, type PracticeSession } from './session.ts';

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
  constructor(message = 'Wait for the reply before sending another message.') {
    super('PRACTICE.REPLY_IN_PROGRESS', message);
  }
}

/** Ending while a message is being answered: the reply would land in an ended session, after its analysis began. */
export class EndingDuringReplyError extends ReplyInProgressError {
  constructor() {
    super('The character is still answering: end the session once the reply has arrived.');
  }
}

/**
 * Why a session read as in progress could not be taken now (a reply's claim, a discard): discarded
 * meanwhile (gone for the learner), ended meanwhile, or a reply holds it.
 */
export function whyNotFree(now: PracticeSession | null): AppError {
  if (!now || !isKept(now)) return new SessionNotFoundError();
  return now.status === 'InProgress' ? new ReplyInProgressError() : new SessionEndedError();
}

/**
 * Ending a conversation the learner never spoke in: there is nothing to analyse, and an empty
 * session would earn the "complete a conversation" achievements and pull every average to zero.
 */
export class NothingSaidError extends AppError {
  constructor() {
    super('PRACTICE.NOTHING_SAID', 'Write at least one message before ending the session: there is nothing to analyse yet.');
  }
}

/** Discarding a session the learner has written in: their words are kept, and ending it gets them analysed. */
export class SessionSpokenInError extends AppError {
  constructor() {
    super('PRACTICE.SESSION_SPOKEN_IN', "You have written in this session, so it can't be discarded: end it to see your analysis.");
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

/** The scenario form names personas the catalogue does not have. */
export class UnknownPersonasError extends AppError {
  constructor(ids: number[]) {
    super('PRACTICE.UNKNOWN_PERSONA', `No persona with id ${ids.join(', ')}.`, ids.map((id) => ({ path: 'body.personaIds', message: `No persona with id ${id}.` })));
  }
}

/** A category is known by one of its names, and the form gives it another name in the other language. */
export class CategoryConflictError extends AppError {
  constructor(message: string) {
    super('PRACTICE.CATEGORY_CONFLICT', message, [{ path: 'body.category_ru', message }]);
  }
}

/**
 * A write lost a race for a unique name (a scenario key, a new category) to another change: thrown
 * by the repository, the use case runs its transaction again; after a few losses the caller is told.
 */
export class CatalogueRaceLostError extends AppError {
  constructor() {
    super('PRACTICE.CONCURRENT_CHANGE', 'Another change to the catalogue got there first. Please try again.');
  }
}

/** Only a finished conversation can be tried again from one of its moments. */
export class SessionNotFinishedError extends AppError {
  constructor() {
    super('PRACTICE.SESSION_NOT_FINISHED', 'Finish this practice session before trying one of its moments again.');
  }
}
