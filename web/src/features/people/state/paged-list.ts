import { proxy } from 'valtio';
import { type Paged, pagedQuery } from './paged-query';
import { isRangeReversed } from '../../../lib/shared';
import { asRef } from '../../../lib/valtio-ref';

type Fetch<T> = (userId: number, query: string, signal: AbortSignal) => Promise<Paged<T>>;

export interface PagedListState<T, F extends Record<string, string>> {
  userId: number | null;
  filters: F;
  page: number;
  data: Paged<T> | null;
  /** invalid: From is after To (typed past the pickers' bounds); said at To, and not asked for. */
  status: 'idle' | 'loading' | 'ready' | 'invalid' | 'error';
  error: unknown;
}

/**
 * One of a user's lists (activity, messages, logins, audit trail): its filters, its page and the
 * answer. Any filter change reloads from page 1; a newer request wins over an older one.
 */
export function createPagedList<T, F extends Record<string, string>>(noFilters: F, fetch: Fetch<T>) {
  const state = proxy<PagedListState<T, F>>({ userId: null, filters: { ...noFilters }, page: 1, data: null, status: 'idle', error: null });
  let call: AbortController | null = null;

  async function load(): Promise<void> {
    if (state.userId === null) return;
    call?.abort();
    call = null;
    // The server would refuse it (400 endBeforeStart): nothing to ask until the range reads forwards.
    if (isRangeReversed(state.filters.dateFrom, state.filters.dateTo)) {
      Object.assign(state, { status: 'invalid', error: null });
      return;
    }
    const current = (call = new AbortController());
    Object.assign(state, { status: 'loading', error: null });
    try {
      const data = await fetch(state.userId, pagedQuery(state.page, state.filters), current.signal);
      if (!current.signal.aborted) Object.assign(state, { data, status: 'ready' });
    } catch (error) {
      if (current.signal.aborted) return;
      console.error('People console: a list could not be loaded', error);
      Object.assign(state, { status: 'error', error: asRef(error) });
    }
  }

  return {
    state,
    /** Shows `userId`'s list: from scratch for another user, refreshed as it was for the same one. */
    open(userId: number): void {
      if (state.userId !== userId) Object.assign(state, { userId, filters: { ...noFilters }, page: 1, data: null });
      void load();
    },
    setFilter<K extends keyof F>(key: K, value: F[K]): void {
      if (state.filters[key] === value) return;
      state.filters[key] = value;
      state.page = 1;
      void load();
    },
    goTo(page: number): void {
      state.page = page;
      void load();
    },
    retry: () => void load(),
    leave(): void {
      call?.abort();
      call = null;
    },
  };
}

export type PagedList<T, F extends Record<string, string>> = ReturnType<typeof createPagedList<T, F>>;
