import { proxy } from 'valtio';
import type { HackingAttemptPage, HackingAttemptStatistics } from '../../../lib/contracts';
import { hackingAttemptsApi } from '../api/hacking-attempts.api';
import { type Filters, isFilterRangeReversed, listQuery, NO_FILTERS } from './filters';
import { type ListOutcome, nextOutcome } from './list-outcome';

/** loading/failed: the first load, which has nothing to fall back on; ready: something is on screen. */
export type MonitorPhase = 'loading' | 'ready' | 'failed';

export const monitorState = proxy({
  phase: 'loading' as MonitorPhase,
  statistics: null as HackingAttemptStatistics | null,
  list: null as HackingAttemptPage | null,
  /** What the filter controls show. */
  filters: { ...NO_FILTERS } as Filters,
  /** A reload after the first load is under way (the screen keeps what it shows meanwhile). */
  reloading: false,
  /** The attempt whose details are open. */
  openId: null as number | null,
  /** The last filter or page change's outcome, for the list's live region; none for the list as the page opened. */
  outcome: null as ListOutcome | null,
});

/** The filters of the list on screen: where the controls go back to when a reload fails. */
let applied: Filters = { ...NO_FILTERS };
let controller: AbortController | null = null;

function restart(): AbortSignal {
  controller?.abort();
  controller = new AbortController();
  return controller.signal;
}

/** Opens the monitor afresh: statistics and the first page, unfiltered. */
export async function openMonitor(): Promise<void> {
  const signal = restart();
  applied = { ...NO_FILTERS };
  Object.assign(monitorState, { phase: 'loading', statistics: null, list: null, filters: { ...NO_FILTERS }, reloading: false, openId: null, outcome: null });
  try {
    const [statistics, list] = await Promise.all([
      hackingAttemptsApi.statistics(signal),
      hackingAttemptsApi.list(listQuery(applied, 1), signal),
    ]);
    if (signal.aborted) return;
    Object.assign(monitorState, { phase: 'ready', statistics, list });
  } catch (error) {
    if (signal.aborted) return;
    console.error('Hacking attempts monitor: the first load failed', error);
    monitorState.phase = 'failed';
  }
}

/**
 * Loads `page` under the filters the controls show. SPEC §8: a failure goes to the console only
 * and the screen stays as it was, so the controls go back to the filters of the list still shown.
 */
async function reload(page: number): Promise<void> {
  const signal = restart();
  const wanted = { ...monitorState.filters };
  monitorState.reloading = true;
  const [statistics, list] = await Promise.allSettled([
    hackingAttemptsApi.statistics(signal),
    hackingAttemptsApi.list(listQuery(wanted, page), signal),
  ]);
  if (signal.aborted) return;
  monitorState.reloading = false;
  if (statistics.status === 'fulfilled') monitorState.statistics = statistics.value;
  else console.error('Hacking attempts monitor: the statistics could not be reloaded', statistics.reason);
  if (list.status === 'fulfilled') {
    monitorState.list = list.value;
    monitorState.outcome = nextOutcome(list.value, monitorState.outcome);
    applied = wanted;
  } else {
    console.error('Hacking attempts monitor: the attempts could not be reloaded', list.reason);
    monitorState.filters = { ...applied };
  }
}

/** SPEC §2: changing any filter reloads, from the first page. */
export function setFilter<K extends keyof Filters>(key: K, value: Filters[K]): void {
  if (monitorState.phase !== 'ready' || monitorState.filters[key] === value) return;
  monitorState.filters[key] = value;
  if (!isFilterRangeReversed(monitorState.filters)) void reload(1);
}

export function goToPage(page: number): void {
  const totalPages = monitorState.list?.totalPages ?? 1;
  if (monitorState.phase !== 'ready' || page < 1 || page > totalPages) return;
  void reload(page);
}

export function openDetails(id: number): void {
  monitorState.openId = id;
}

export function closeDetails(): void {
  monitorState.openId = null;
}

/** Leaving the page: answers still on their way are dropped. */
export function leaveMonitor(): void {
  controller?.abort();
  controller = null;
}
