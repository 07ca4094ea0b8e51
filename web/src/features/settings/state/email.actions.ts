import { UiError } from '../../../lib/api-error';
import { refreshProfile } from '../../auth';
import { loadVerificationStatus } from '../../verification';
import { settingsApi } from '../api/settings.api';
import { emailChangeProblem } from './email-rules';

/**
 * Changes the account's address through the existing update-email call, with the current password
 * when the account has one (ADR 0042): the new address is unverified, a verification mail goes to
 * it, and the old one is told. The profile is read again, so the navbar, the banners and this page
 * show the new address and its state.
 */
export async function changeEmail(email: string, currentPassword: string | null, current: string): Promise<EmailChangeOutcome> {
  const problem = emailChangeProblem(email);
  if (problem) throw new UiError(`settings:email.errors.${problem}`);
  const answer = await settingsApi.updateEmail(email.trim(), currentPassword);
  // The server answers the address it keeps (normalised): the same as before is no change at all.
  if (answer.email === current) return 'unchanged';
  // The new address is unverified: the profile and the verification status both read again.
  await Promise.all([refreshProfile(), loadVerificationStatus(true).catch(() => null)]);
  return answer.verificationEmailSent ? 'saved' : 'savedUnsent';
}

/** What a change did: the address moved (its verification mail sent, or not: Resend is there), or it was the same one. */
export type EmailChangeOutcome = 'saved' | 'savedUnsent' | 'unchanged';
