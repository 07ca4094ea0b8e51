import { isEmailAddress } from '../../../src/shared/email';

/** The server's own rule (src/shared/email.ts), so the form and the API never disagree. */
export function looksLikeEmail(value: string): boolean {
  return isEmailAddress(value.trim());
}

/** A control marked invalid (the shared fields mark theirs). */
export const INVALID_CONTROL = '[aria-invalid="true"]';

/** Focuses the first invalid control of a form (after a submit with errors). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus();
}

/** SPEC §9: a password has at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;

/** SPEC §5 for a new password and its confirmation: long enough first, then the same. */
export function newPasswordProblem(password: string, confirmation: string): 'tooShort' | 'mismatch' | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return password === confirmation ? null : 'mismatch';
}
