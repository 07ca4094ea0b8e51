import { proxy } from 'valtio';
import type { OrganizationListItem, UsersPage, UserSortColumn, UserStats } from '../../../lib/contracts';
import { peopleApi } from '../api/people.api';
import { type ListOutcome, nextOutcome } from './list-outcome';
import { DEFAULT_SORT, nextSort, NO_USER_FILTERS, SEARCH_DEBOUNCE_MS, type UserFilters, usersQuery, type UserSort } from './users-query';
import { asRef } from '../../../lib/valtio-ref';
import { NOTICE_MS } from '../../../config/timers';

/**
 * The Users list. It outlives the page on purpose: 'Back to Users' from a user's detail finds the
 * list as it was left (filters, sort, page), refreshed.
 */
export const usersState = proxy({
  /** What the filter form shows; the search applies itself, role and organisation on Apply. */
  draft: { ...NO_USER_FILTERS } as UserFilters,
  /** The filters, sort and page of the list on screen (or being loaded). */
  applied: { ...NO_USER_FILTERS } as UserFilters,
  sort: { ...DEFAULT_SORT } as UserSort,
  page: 1,
  list: null as UsersPage | null,
  listStatus: 'loading' as 'loading' | 'ready' | 'error',
  listError: null as unknown,
  /** The last change's outcome, for the list's live region; none for the list as the page opened. */
  outcome: null as ListOutcome | null,
  stats: null as UserStats | null,
  statsStatus: 'loading' as 'loading' | 'ready' | 'error',
  organizations: [] as OrganizationListItem[],
  onlineOpen: false,
  /** Shown once above the list: a user was deleted on their detail page (SPEC §4 returns here). */
  notice: null as string | null,
});

let listCall: AbortController | null = null;
let statsCall: AbortController | null = null;
let searchTimer: ReturnType<typeof setTimeout> | undefined;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Loads the list as the state asks. `announce`: the user changed it (a search after its pause, Apply,
 * a sort, a page), so its outcome is said once it is on screen; 'sort' says the new order as well.
 */
async function loadList(announce: boolean | 'sort' = true): Promise<void> {
  listCall?.abort();
  const call = (listCall = new AbortController());
  Object.assign(usersState, { listStatus: 'loading', listError: null });
  try {
    const list = await peopleApi.users(usersQuery(usersState.applied, usersState.sort, usersState.page), call.signal);
    if (call.signal.aborted) return;
    Object.assign(usersState, { list, listStatus: 'ready' });
    if (announce) usersState.outcome = nextOutcome(list, announce === 'sort' ? { ...usersState.sort } : null, usersState.outcome);
  } catch (error) {
    if (call.signal.aborted) return;
    console.error('Users list: the page could not be loaded', error);
    Object.assign(usersState, { listStatus: 'error', listError: asRef(error) });
  }
}

export async function loadStats(): Promise<void> {
  statsCall?.abort();
  const call = (statsCall = new AbortController());
  usersState.statsStatus = 'loading';
  try {
    const stats = await peopleApi.stats(call.signal);
    if (!call.signal.aborted) Object.assign(usersState, { stats, statsStatus: 'ready' });
  } catch (error) {
    if (call.signal.aborted) return;
    console.error('Users list: the statistics could not be loaded', error);
    usersState.statsStatus = 'error';
  }
}

async function loadOrganizations(): Promise<void> {
  try {
    usersState.organizations = await peopleApi.organizations();
  } catch (error) {
    // The select keeps "All organizations" only; the list and the other filters still work.
    console.error('Users list: the organizations could not be loaded', error);
  }
}

/** Opening the page: the list as it was left, the statistics and the organisations, all fresh. */
export function openUsers(): void {
  usersState.draft = { ...usersState.applied };
  usersState.outcome = null;
  void loadList(false);
  void loadStats();
  void loadOrganizations();
}

export function retryList(): void {
  void loadList();
}

/** Applies the whole form from page 1 (the Apply button, Enter, or the search's pause). */
export function applyFilters(): void {
  clearTimeout(searchTimer);
  usersState.applied = { ...usersState.draft };
  usersState.page = 1;
  void loadList();
}

/** Typing in the search box: the list follows 400 ms after the last keystroke (SPEC §9). */
export function setSearch(search: string): void {
  usersState.draft.search = search;
  clearTimeout(searchTimer);
  searchTimer = setTimeout(applyFilters, SEARCH_DEBOUNCE_MS);
}

export function setDraft<K extends 'role' | 'orgId'>(key: K, value: UserFilters[K]): void {
  usersState.draft[key] = value;
}

export function sortBy(column: UserSortColumn): void {
  usersState.sort = nextSort(usersState.sort, column);
  usersState.page = 1;
  void loadList('sort');
}

export function goToUsersPage(page: number): void {
  usersState.page = page;
  void loadList();
}

export function toggleOnline(): void {
  usersState.onlineOpen = !usersState.onlineOpen;
}

export function announceDeleted(text: string): void {
  clearTimeout(noticeTimer);
  usersState.notice = text;
  noticeTimer = setTimeout(() => (usersState.notice = null), NOTICE_MS);
}

/** Leaving the page: answers still on their way and a pending search are dropped. */
export function leaveUsers(): void {
  listCall?.abort();
  statsCall?.abort();
  clearTimeout(searchTimer);
}
