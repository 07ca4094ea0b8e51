import type { TFunction } from 'i18next';
import { ApiError, UiError } from './api-error';
import { currentLocale } from './locale';

/** Stable API codes the client words itself. */
const CODE_KEYS: Record<string, string> = {
  NETWORK_ERROR: 'common:errors.codes.network',
  'IDENTITY.INVALID_CREDENTIALS': 'common:errors.codes.invalidCredentials',
  'IDENTITY.EMAIL_TAKEN': 'common:errors.codes.emailTaken',
  'IDENTITY.INCORRECT_PASSWORD': 'common:errors.codes.incorrectPassword',
  'AUTH.UNAUTHENTICATED': 'common:errors.codes.unauthenticated',
  'AUTH.FORBIDDEN': 'common:errors.codes.forbidden',
  'IDENTITY.REFRESH_INVALID': 'common:errors.codes.refreshInvalid',
  NOT_FOUND: 'common:errors.codes.notFound',
  // Screening refused the learner's words (the chat words it itself; a first name at start lands here).
  'SECURITY.MESSAGE_BLOCKED': 'common:errors.codes.messageBlocked',
  // The team area (R2.9): the server words these in English only, the client in both languages.
  'TEAM.NO_ORGANISATION': 'common:errors.codes.noOrganisation',
  'TEAM.OTHER_ORGANISATION': 'common:errors.codes.otherOrganisation',
  'TEAM.ADMIN_NOT_REMOVABLE': 'common:errors.codes.adminNotRemovable',
  'TEAM.ADMIN_NOT_INVITABLE': 'common:errors.codes.adminNotInvitable',
  'TEAM.MEMBER_NOT_FOUND': 'common:errors.codes.memberNotFound',
  'TEAM.NAME_TAKEN': 'common:errors.codes.organisationNameTaken',
  'INVITE.NOT_FOUND': 'common:errors.codes.inviteNotFound',
  'INVITE.EXPIRED': 'common:errors.codes.inviteExpired',
  'INVITE.USED': 'common:errors.codes.inviteUsed',
  'INVITE.ACCOUNT_EXISTS': 'common:errors.codes.inviteAccountExists',
  'INVITE.WRONG_ACCOUNT': 'common:errors.codes.inviteWrongAccount',
  'ASSIGNMENT.NOT_FOUND': 'common:errors.codes.assignmentNotFound',
  // The SuperAdmin console (R2.10): someone must always be left to run the installation.
  'IDENTITY.CANNOT_DELETE_SELF': 'common:errors.codes.cannotDeleteSelf',
  'IDENTITY.LAST_SUPERADMIN': 'common:errors.codes.lastSuperAdmin',
  'IDENTITY.SUPERADMIN_EMAIL_LOCKED': 'common:errors.codes.superAdminEmailLocked',
  'IDENTITY.OWN_ROLE': 'common:errors.codes.ownRole',
  'IDENTITY.USER_CHANGED': 'common:errors.codes.userChanged',
};

/**
 * Field names of VALIDATION_FAILED details the client can explain in the user's language. The API
 * names a field with where it came from (`body.password`, `query.page`): fieldOf drops that part.
 */
const FIELD_KEYS: Record<string, string> = {
  email: 'email',
  password: 'password',
  newPassword: 'password',
  confirmPassword: 'confirmPassword',
  locale: 'locale',
};

/** The field a detail names, without the part of the request it came from (api-router's prefix). */
function fieldOf(path: unknown): string {
  const text = Array.isArray(path) ? path.join('.') : String(path ?? '');
  return text.replace(/^(body|query|params)\./, '');
}

function validationMessage(error: ApiError, t: TFunction): string {
  const details = Array.isArray(error.details) ? (error.details as { path?: unknown }[]) : [];
  const fields = new Set<string>();
  for (const detail of details) {
    const key = FIELD_KEYS[fieldOf(detail.path)];
    if (key) fields.add(key);
  }
  if (fields.size === 0) return t('common:errors.codes.validationFailed');
  return [...fields].map((field) => t(`common:errors.fields.${field}`)).join(' ');
}

/**
 * How long to wait, as a person would say it: whole minutes (rounded up) from a minute on, seconds
 * below — never "2952 s". The plural forms come from the language's own rules (ru: минута, минуты, минут).
 */
export function rateLimitedText(retryAfterSeconds: number | undefined, t: TFunction): string {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return t('common:errors.codes.rateLimited');
  if (retryAfterSeconds < 60) return t('common:errors.codes.rateLimitedSeconds', { count: Math.ceil(retryAfterSeconds) });
  return t('common:errors.codes.rateLimitedMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
}

/** Sending is paused after repeated blocked messages: for how many whole minutes more (at least one). */
export function sendingPausedText(retryAfterSeconds: number | undefined, t: TFunction): string {
  return t('common:errors.codes.sendingPaused', { count: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) });
}

/**
 * The text to show for a failure: a known code in the user's language, else the server's own
 * message (in English, so only to a reader of English), else the screen's fallback (an i18n key
 * such as 'auth:errors.loginFailed').
 */
export function describeError(error: unknown, t: TFunction, fallbackKey: string): string {
  if (error instanceof UiError) return t(error.key);
  if (!(error instanceof ApiError)) return t(fallbackKey);
  if (error.code === 'VALIDATION_FAILED') return validationMessage(error, t);
  if (error.code === 'RATE_LIMITED') return rateLimitedText(error.retryAfter, t);
  if (error.code === 'SECURITY.SENDING_PAUSED') return sendingPausedText(error.retryAfter, t);
  const key = CODE_KEYS[error.code];
  if (key) return t(key);
  if (error.message === 'Incorrect password.') return t('common:errors.codes.incorrectPassword');
  // Some server texts are client i18n keys ('auth.passwordMismatch' is auth:passwordMismatch).
  if (error.message.startsWith('auth.')) return t(`auth:${error.message.slice(5)}`, { defaultValue: error.message });
  if (error.message && currentLocale() === 'en') return error.message;
  if (error.status === 502 || error.status === 503 || error.status === 504) return t('common:errors.codes.unavailable');
  return t(fallbackKey);
}
