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
