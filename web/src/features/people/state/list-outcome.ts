import type { TFunction } from 'i18next';
import { pageCount } from '../../../lib/page-window';
import type { UserSort } from './users-query';


/**
 * What a screen reader is told once a change of the Users list (search, filters, sort, page) has
 * loaded (audit D F6): how many users, which page of how many, and after a sort, by what. `seq`
 * tells an outcome from the next one that reads the same (sorting back and forth), so each is spoken.
 */
export interface ListOutcome {
  total: number;
  page: number;
  pages: number;
  /** Set when the change was a sort, so the new order is said too. */
  sort: UserSort | null;
  seq: number;
}

export function nextOutcome(
  list: { total: number; page: number; pageSize: number }, sort: UserSort | null, previous: ListOutcome | null,
): ListOutcome {
  return { total: list.total, page: list.page, pages: pageCount(list.total, list.pageSize), sort, seq: (previous?.seq ?? 0) + 1 };
}

/** "Sorted by Email, descending. 21 users found, page 1 of 2" in the people namespace's words. */
export function outcomeWords(outcome: ListOutcome, t: TFunction, locale: string): string {
  const { total, page, pages, sort } = outcome;
  const found = total === 0
    ? t('list.outcome.none')
    : t(pages > 1 ? 'list.outcome.foundPaged' : 'list.outcome.found', { count: total, formatted: total.toLocaleString(locale), page, pages });
  if (!sort) return found;
  return `${t('list.outcome.sorted', { column: t(`columns.${sort.sortBy}`), direction: t(`list.outcome.${sort.sortDir}`) })} ${found}`;
}
