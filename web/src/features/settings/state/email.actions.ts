import type { TFunction } from 'i18next';
import { isApiError, UiError } from '../../../lib/api-error';
import { refreshProfile } from '../../auth';
import { loadVerificationStatus } from '../../verification';
import { settingsApi } from '../api/settings.api';
import { emailChangeProblem } from './email-rules';

/**
 * Changes the account's address through the existing update-email call: the new address is
 * unverified, and (with the email verification flow) a verification mail goes to it. The profile is
 * read again, so the navbar, the banners and this page show the new address and its state.
 */
export async function changeEmail(email: string): Promise<void> {
  const problem = emailChangeProblem(email);
  if (problem) throw new UiError(`settings:email.errors.${problem}`);
  await settingsApi.updateEmail(email.trim());
  // The new address is unverified: the profile and the verification status both read again.
  await Promise.all([refreshProfile(), loadVerificationStatus(true).catch(() => null)]);
}

/** The server's refusal of the address itself (SPEC §8 email update codes), said at the field; null for any other failure. */
export function emailRefusal(error: unknown, t: TFunction): string | null {
  if (isApiError(error, 'EMAIL_ALREADY_TAKEN')) return t('settings:email.errors.taken');
  if (isApiError(error, 'EMAIL_INVALID')) return t('settings:email.errors.invalid');
  if (isApiError(error, 'EMAIL_REQUIRED')) return t('settings:email.errors.required');
  return null;
}
