import type { Difficulty, Locale } from '../../../lib/contracts';

// The limits are the usage feature's, one reading for every page that words them.
export { coachLimitReached, sessionLimitReached } from '../../usage';

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const satisfies readonly Difficulty[];

export function isDifficulty(value: unknown): value is Difficulty {
  return typeof value === 'string' && (DIFFICULTIES as readonly string[]).includes(value);
}

type Localizable<K extends string> = { [P in K | `${K}_ru`]: string };

/** Content comes as `name`/`name_ru` pairs: the Russian text in Russian, English otherwise or when it is blank. */
export function localized<K extends string>(item: Localizable<K>, field: K, locale: Locale): string {
  const russian: string | undefined = item[`${field}_ru`];
  return locale === 'ru' && russian?.trim() ? russian : item[field];
}

