import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';

/**
 * The text for a failed social sign-in, link or unlink: OAUTH.* codes in the learner's language
 * (naming the provider), anything else as the app words it, else the screen's fallback.
 */
export function describeOAuthError(error: unknown, t: TFunction, fallbackKey: string, provider?: string): string {
  if (isApiError(error) && error.code.startsWith('OAUTH.')) {
    const details = (error.details ?? {}) as { providerDisplayName?: unknown };
    const name = provider ?? (typeof details.providerDisplayName === 'string' ? details.providerDisplayName : '');
    return t(`oauth:errors.codes.${error.code.slice('OAUTH.'.length)}`, { provider: name, defaultValue: error.message || t(fallbackKey) });
  }
  return describeError(error, t, fallbackKey);
}
