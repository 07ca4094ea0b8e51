import { isEmailAddress } from '../../../src/shared/email';

/** The server's own rule (src/shared/email.ts), so the form and the API never disagree. */
export function looksLikeEmail(value: string): boolean {
  return isEmailAddress(value.trim());
}

/** Focuses the first invalid control of a form (after a submit with errors). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
