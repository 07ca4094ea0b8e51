import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/locale';

/** How the account an address belongs to signs in, as OAUTH.ACCOUNT_EXISTS names it (ADR 0042). */
interface SignInWays {
  password: boolean;
  providers: string[];
}

function signInWaysOf(details: unknown): SignInWays | null {
  const ways = (details as { signInWith?: unknown } | null)?.signInWith as Partial<SignInWays> | undefined;
  if (!ways || typeof ways.password !== 'boolean' || !Array.isArray(ways.providers)) return null;
  return { password: ways.password, providers: ways.providers.filter((p): p is string => typeof p === 'string' && p !== '') };
}

/** "GitHub or Microsoft", "GitHub или Microsoft": the reader's language joins the names. */
const either = (names: string[]) => new Intl.ListFormat(currentLocale(), { type: 'disjunction' }).format(names);

/**
 * The account exists: said so that it fits how that account signs in (a password, providers, both),
 * and, when the server does not say, so that it fits any account (a password-less one too).
 */
export function accountExistsText(details: unknown, provider: string, t: TFunction): string {
  // The address left an account this week and is held for it (ADR 0047): no account signs in with it now.
  if ((details as { addressOnHold?: unknown } | null)?.addressOnHold === true) return t('oauth:errors.accountExists.onHold', { provider });
  const ways = signInWaysOf(details);
  const providers = ways && ways.providers.length > 0 ? either(ways.providers) : null;
  if (ways?.password && providers) return t('oauth:errors.accountExists.passwordOrProviders', { provider, providers });
  if (ways?.password) return t('oauth:errors.accountExists.password', { provider });
  if (providers) return t('oauth:errors.accountExists.providers', { provider, providers });
  return t('oauth:errors.codes.ACCOUNT_EXISTS', { provider });
}

/**
 * The text for a failed social sign-in, link or unlink: OAUTH.* codes in the learner's language
 * (naming the provider), anything else as the app words it, else the screen's fallback.
 */
export function describeOAuthError(error: unknown, t: TFunction, fallbackKey: string, provider?: string): string {
  if (isApiError(error) && error.code.startsWith('OAUTH.')) {
    const details = (error.details ?? {}) as { providerDisplayName?: unknown };
    const name = provider ?? (typeof details.providerDisplayName === 'string' ? details.providerDisplayName : '');
    if (error.code === 'OAUTH.ACCOUNT_EXISTS') return accountExistsText(error.details, name, t);
    return t(`oauth:errors.codes.${error.code.slice('OAUTH.'.length)}`, { provider: name, defaultValue: error.message || t(fallbackKey) });
  }
  return describeError(error, t, fallbackKey);
}
