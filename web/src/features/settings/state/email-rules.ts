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
