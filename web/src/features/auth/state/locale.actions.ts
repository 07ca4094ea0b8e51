import type { Locale } from '../../../lib/contracts';
import { applyLocale } from '../../../lib/i18n';
import { authApi } from '../api/auth.api';
import { authState } from './auth.store';

/** Switches the language here and, when signed in, on the account (emails and content follow it). */
export async function switchLanguage(locale: Locale): Promise<void> {
  await applyLocale(locale);
  if (authState.status !== 'authenticated') return;
  if (authState.user) authState.user.locale = locale;
  await authApi.updateLocale(locale).catch(() => undefined);
}
