import i18n from 'i18next';
import type { Locale } from './contracts';

// Apart from i18n.ts, whose translations come through Vite's import.meta.glob: what reads the
// language only (error-message.ts) runs in the unit tests' Node too.

export const LOCALES: readonly Locale[] = ['en', 'ru'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : isLocale(i18n.language) ? i18n.language : 'en';
}
