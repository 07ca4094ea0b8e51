import type { TFunction } from 'i18next';

/**
 * What a screen reader is told once a filter or page change has loaded (audit D F6): how many
 * attempts, and which page of how many. `seq` tells an outcome from the next one that reads the
 * same (a filter set and set back), so each is spoken.
 */
export interface ListOutcome {
  total: number;
  page: number;
  pages: number;
  seq: number;
}

export function nextOutcome(list: { total: number; page: number; totalPages: number }, previous: ListOutcome | null): ListOutcome {
  return { total: list.total, page: list.page, pages: Math.max(1, list.totalPages), seq: (previous?.seq ?? 0) + 1 };
}

/** "5 attempts found, page 1 of 2", or "No hacking attempts found", in the hackingAttempts namespace's words. */
export function outcomeWords({ total, page, pages }: ListOutcome, t: TFunction, locale: string): string {
  if (total === 0) return t('table.outcome.none');
  return t(pages > 1 ? 'table.outcome.foundPaged' : 'table.outcome.found', { count: total, formatted: total.toLocaleString(locale), page, pages });
}
