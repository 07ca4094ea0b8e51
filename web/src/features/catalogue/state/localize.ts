import type { Difficulty, Locale, UsageView } from '../../../lib/contracts';

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

/** SPEC §6, §9: 2147483647 means unlimited. */
export const UNLIMITED = 2_147_483_647;

const reached = (count: number, limit: number) => limit !== UNLIMITED && count >= limit;

export function sessionLimitReached(usage: UsageView | undefined): boolean {
  return !!usage && reached(usage.sessionCount, usage.sessionLimit);
}

export function coachLimitReached(usage: UsageView | undefined): boolean {
  return !!usage && reached(usage.coachSessionCount, usage.coachSessionLimit);
}
