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

/**
 * Deleting an account (R2.10, ADR 0030) is refused for the caller's own account and for the last
 * SuperAdmin: someone must always be left to run the installation.
 */
export class DeletionRefusedError extends AppError {
  constructor(code: 'IDENTITY.CANNOT_DELETE_SELF' | 'IDENTITY.LAST_SUPERADMIN', message: string) {
    super(code, message);
  }
}

export const cannotDeleteSelf = () => new DeletionRefusedError('IDENTITY.CANNOT_DELETE_SELF', 'You cannot delete your own account.');
export const lastSuperAdmin = () =>
  new DeletionRefusedError('IDENTITY.LAST_SUPERADMIN', 'This is the last SuperAdmin. Make another account SuperAdmin before deleting this one.');

/** Email update answers with the bare codes SPEC §8 names, which the client switches on. */
export class EmailUpdateError extends AppError {
  constructor(code: 'EMAIL_REQUIRED' | 'EMAIL_INVALID' | 'EMAIL_ALREADY_TAKEN', message: string, details?: unknown) {
    super(code, message, details);
  }
}

/**
 * Email verification answers with the bare codes SPEC §8 names for resend (ALREADY_VERIFIED,
 * USER_NOT_FOUND, EMAIL_SEND_FAILED) and for the address (EMAIL_INVALID), and its own for tokens
 * and for accounts whose address is a temporary one.
 */
export type VerificationErrorCode =
  | 'EMAIL_INVALID'
  | 'EMAIL_TEMPORARY'
  | 'ALREADY_VERIFIED'
  | 'USER_NOT_FOUND'
  | 'EMAIL_SEND_FAILED'
  | 'VERIFICATION_TOKEN_REQUIRED'
  | 'VERIFICATION_TOKEN_INVALID'
  | 'VERIFICATION_TOKEN_EXPIRED';

export class EmailVerificationError extends AppError {
  constructor(code: VerificationErrorCode, message: string) {
    super(code, message);
  }
}

/**
 * Social sign-in refusals (ADR 0023). The web words each code in the learner's language; the
 * messages here are for API clients and logs.
 */
export type OAuthErrorCode =
  | 'OAUTH.PROVIDER_NOT_CONFIGURED'
  | 'OAUTH.TOKEN_REJECTED'
  | 'OAUTH.PROVIDER_UNAVAILABLE'
  | 'OAUTH.ACCOUNT_EXISTS'
  | 'OAUTH.EMAIL_NOT_VERIFIED'
  | 'OAUTH.ALREADY_LINKED'
  | 'OAUTH.ACCOUNT_EMAIL_UNVERIFIED'
  | 'OAUTH.NOT_LINKED'
  | 'OAUTH.LAST_SIGN_IN_METHOD';

export class OAuthError extends AppError {
  constructor(code: OAuthErrorCode, message: string, details?: unknown) {
    super(code, message, details);
  }
}

/** The provider did not accept the token, or it was made for another app. Never says which, to the caller. */
export const tokenRejected = () => new OAuthError('OAUTH.TOKEN_REJECTED', 'The sign-in could not be confirmed with the provider.');

export const providerUnavailable = (provider: string) =>
  new OAuthError('OAUTH.PROVIDER_UNAVAILABLE', `${provider} could not be reached to confirm the sign-in. Please try again.`);

/**
 * Linking needs the account's own address verified (ADR 0042): a link made while it is unproven may
 * be a squatter's, who registered someone else's address and would keep the way in after the owner
 * takes the account back by a password reset.
 */
export const accountEmailUnverified = () =>
  new OAuthError('OAUTH.ACCOUNT_EMAIL_UNVERIFIED', 'Verify the email address of your account before connecting another sign-in.');

/** An "it was not me" link that is unknown, used (or voided by another's use), past its week, or with nothing to undo: the account is at that address (ADR 0047). */
export class UndoLinkInvalidError extends AppError {
  constructor() {
    super('IDENTITY.UNDO_LINK_INVALID', 'This link does not work any more. If you cannot sign in, ask for a password reset at your address.');
  }
}

/** A password reset link that is unknown, used, replaced by a newer one, or past its hour. */
export class ResetLinkInvalidError extends AppError {
  constructor() {
    super('IDENTITY.RESET_LINK_INVALID', 'This password reset link does not work any more. Ask for a new one.');
  }
}
