import { looksLikeEmail } from '../../../lib/validation';

/** What keeps "Send the link" from sending: an address left empty, or one that is not an address. */
export type RequestEmailProblem = 'required' | 'invalid';

export function requestEmailProblem(email: string): RequestEmailProblem | null {
  if (!email.trim()) return 'required';
  return looksLikeEmail(email) ? null : 'invalid';
}
