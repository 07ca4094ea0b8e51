import type { Locale } from './contracts';

/** An operator's text in the reader's language; English stands in where the other is blank. */
export const localized = (value: { en: string; ru: string }, locale: Locale): string => value[locale] || value.en;
