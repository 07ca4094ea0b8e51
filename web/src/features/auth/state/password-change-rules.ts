import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/field-errors';

export const MIN_PASSWORD_LENGTH = 6;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeField = keyof PasswordChange;

/** The i18n key of what is wrong with each field (SPEC §5), first field first; empty when the change can be sent. */
export function passwordChangeProblems(change: PasswordChange, hasPassword: boolean): Partial<Record<PasswordChangeField, string>> {
  const problems: Partial<Record<PasswordChangeField, string>> = {};
  if (hasPassword && !change.currentPassword) problems.currentPassword = 'auth:changePassword.currentRequired';
  if (!change.newPassword) problems.newPassword = 'auth:changePassword.newRequired';
  else if (change.newPassword.length < MIN_PASSWORD_LENGTH) problems.newPassword = 'common:errors.fields.password';
  if (!change.confirmPassword) problems.confirmPassword = 'auth:validation.confirmRequired';
  else if (change.confirmPassword !== change.newPassword) problems.confirmPassword = 'auth:passwordMismatch';
  return problems;
}

export function isPasswordChangeValid(change: PasswordChange, hasPassword: boolean): boolean {
  return Object.keys(passwordChangeProblems(change, hasPassword)).length === 0;
}

/** A refusal the dialog shows at a field: a wrong current password, or a rule the server names. */
export function passwordChangeServerErrors(error: unknown, t: TFunction): Partial<Record<PasswordChangeField, string>> {
  if (isApiError(error, 'IDENTITY.INCORRECT_PASSWORD') || (isApiError(error) && error.message === 'Incorrect password.')) {
    return { currentPassword: t('common:errors.codes.incorrectPassword') };
  }
  return serverFieldErrors(error, t, { newPassword: 'common:errors.fields.password', confirmPassword: 'common:errors.fields.confirmPassword' });
}
