import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { fieldProblemOf, fieldProblemText } from '../../../lib/field-problem';
import { looksLikeEmail } from '../../../lib/validation';

/**
 * SPEC §5 "Email update": required (EMAIL_REQUIRED), and it must look like an address (EMAIL_INVALID).
 * SPEC names no disabled state for the button, so these are said at the field when it is pressed.
 */
export type EmailChangeProblem = 'required' | 'invalid';

export function emailChangeProblem(email: string): EmailChangeProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  return looksLikeEmail(trimmed) ? null : 'invalid';
}

/** The form's fields, as the API names them. */
export type EmailChangeField = 'email' | 'currentPassword';

/**
 * What is wrong with each field, as settings i18n keys, first field first; empty when the change can
 * be sent. The current password is asked for only when the account has one (ADR 0042): an account
 * that signs in through a provider alone has none to give.
 */
export function emailChangeProblems(change: { email: string; currentPassword: string }, hasPassword: boolean): Partial<Record<EmailChangeField, string>> {
  const problems: Partial<Record<EmailChangeField, string>> = {};
  const email = emailChangeProblem(change.email);
  if (email) problems.email = `settings:email.errors.${email}`;
  if (hasPassword && !change.currentPassword) problems.currentPassword = 'settings:email.errors.currentPasswordRequired';
  return problems;
}

/**
 * The server's refusal of a field (SPEC §8 email update codes; a wrong current password), said at
 * that field; empty for any other failure, which the form's alert says.
 */
export function emailRefusal(error: unknown, t: TFunction): Partial<Record<EmailChangeField, string>> {
  if (isApiError(error, 'EMAIL_ALREADY_TAKEN')) return { email: t('settings:email.errors.taken') };
  if (isApiError(error, 'EMAIL_INVALID')) {
    // A temporary address is well formed: the server names why it is refused.
    const named = Array.isArray(error.details) ? error.details.map(fieldProblemOf).find((p) => p?.problem) : null;
    return { email: named ? fieldProblemText(named, t) : t('settings:email.errors.invalid') };
  }
  if (isApiError(error, 'EMAIL_REQUIRED')) return { email: t('settings:email.errors.required') };
  if (isApiError(error, 'IDENTITY.INCORRECT_PASSWORD')) return { currentPassword: t('common:errors.codes.incorrectPassword') };
  return {};
}
