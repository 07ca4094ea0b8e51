import { AppError } from '#src/platform/errors.ts';

export class InvalidCredentialsError extends AppError {
  constructor() {
    super('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password.');
  }
}

export class EmailTakenError extends AppError {
  constructor() {
    super('IDENTITY.EMAIL_TAKEN', 'An account with this email already exists.');
  }
}

export class IncorrectPasswordError extends AppError {
  constructor() {
    super('IDENTITY.INCORRECT_PASSWORD', 'Incorrect password.');
  }
}

export class RefreshInvalidError extends AppError {
  constructor() {
    super('IDENTITY.REFRESH_INVALID', 'Your session has ended. Please sign in again.');
  }
}

export class UserNotFoundError extends AppError {
  constructor(what: string) {
    super('IDENTITY.USER_NOT_FOUND', `No user ${what}.`);
  }
}

/** Email update answers with the bare codes SPEC §8 names, which the client switches on. */
export class EmailUpdateError extends AppError {
  constructor(code: 'EMAIL_REQUIRED' | 'EMAIL_INVALID' | 'EMAIL_ALREADY_TAKEN', message: string) {
    super(code, message);
  }
}
