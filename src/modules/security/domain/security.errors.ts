import { AppError } from '#src/platform/errors.ts';

/** The learner's message looked like an attack on the character's instructions: it went nowhere. */
export class MessageBlockedError extends AppError {
  constructor() {
    super('SECURITY.MESSAGE_BLOCKED', 'This message was blocked: it looks like an attempt to change or reveal the character\'s instructions. Please rephrase it.');
  }
}

export class HackingAttemptNotFoundError extends AppError {
  constructor() {
    super('SECURITY.ATTEMPT_NOT_FOUND', 'Hacking attempt not found.');
  }
}

/**
 * Many messages of the learner's were blocked lately: nothing they send is screened, kept or sent on
 * until the pause ends, so an attack cannot be tried over and over in new words.
 */
export class SendingPausedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('SECURITY.SENDING_PAUSED',
      `Several of your messages were blocked in a short time, so sending is paused. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds });
  }
}
