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
export async function changeEmail(email: string, currentPassword: string | null): Promise<void> {
  const problem = emailChangeProblem(email);
  if (problem) throw new UiError(`settings:email.errors.${problem}`);
  await settingsApi.updateEmail(email.trim(), currentPassword);
  // The new address is unverified: the profile and the verification status both read again.
  await Promise.all([refreshProfile(), loadVerificationStatus(true).catch(() => null)]);
}
