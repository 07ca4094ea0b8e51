import { proxy } from 'valtio';
import type { RetryStats } from '../../../lib/contracts';
import { analysisMonitoringApi } from '../api/analysis-monitoring.api';
import { AutoRefresh, type CountdownView, REFRESH_MS } from './auto-refresh';
import { canRequeue } from './figures';
import { asRef } from '../../../lib/valtio-ref';
import { NOTICE_MS } from '../../../config/timers';

/** loading/failed: the first load, which has nothing to fall back on; ready: figures are on screen. */
export type MonitorPhase = 'loading' | 'ready' | 'failed';

export const monitorState = proxy({
  phase: 'loading' as MonitorPhase,
  stats: null as RetryStats | null,
  /** When the figures on screen were fetched (ISO). */
  loadedAt: null as string | null,
  /** The first load's failure, or the last refresh's (the figures on screen are then older). */
  error: null as unknown,
  countdown: { secondsLeft: REFRESH_MS / 1000, paused: false, refreshing: false } as CountdownView,
  requeue: {
    confirming: false,
    running: false,
    error: null as unknown,
    /** How many the last re-queue put back in the queue, shown for a few seconds. */
    done: null as number | null,
  },
});

let call: AbortController | null = null;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

async function load(): Promise<void> {
  call?.abort();
  const current = (call = new AbortController());
  try {
    const stats = await analysisMonitoringApi.stats(current.signal);
    if (current.signal.aborted) return;
    Object.assign(monitorState, { phase: 'ready', stats, loadedAt: new Date().toISOString(), error: null });
  } catch (error) {
    if (current.signal.aborted) return;
    console.error('Analysis monitoring: the statistics could not be fetched', error);
    // A failed refresh keeps the last figures on screen; only a first load has nothing to show.
    Object.assign(monitorState, { phase: monitorState.stats ? 'ready' : 'failed', error: asRef(error) });
  }
}

const refresher = new AutoRefresh({ refresh: load, show: (view) => (monitorState.countdown = view) });
const onVisibility = () => refresher.setHidden(document.hidden);

/** Opening the page: fresh figures now and every 30 s while it stays open. */
export function openMonitor(): void {
  Object.assign(monitorState, { phase: 'loading', stats: null, loadedAt: null, error: null });
  monitorState.requeue = { confirming: false, running: false, error: null, done: null };
  document.addEventListener('visibilitychange', onVisibility);
  refresher.start(document.hidden);
}

/** The Refresh now button, and Try again after a failure. */
export function refreshNow(): void {
  if (monitorState.phase === 'failed') monitorState.phase = 'loading';
  void refresher.refreshNow();
}

export function askRequeue(): void {
  if (!canRequeue(monitorState.stats?.permanentlyFailedSessions ?? 0, monitorState.requeue.running)) return;
  Object.assign(monitorState.requeue, { confirming: true, error: null });
}

export function cancelRequeue(): void {
  if (!monitorState.requeue.running) monitorState.requeue.confirming = false;
}

/** Puts every permanently failed analysis back in the queue, says how many, and refreshes the figures. */
export async function confirmRequeue(): Promise<void> {
  if (monitorState.requeue.running) return;
  Object.assign(monitorState.requeue, { running: true, error: null });
  try {
    const { requeued } = await analysisMonitoringApi.requeue();
    Object.assign(monitorState.requeue, { confirming: false, running: false, done: requeued });
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => (monitorState.requeue.done = null), NOTICE_MS);
    await refresher.refreshNow();
  } catch (error) {
    console.error('Analysis monitoring: the failed analyses could not be re-queued', error);
    Object.assign(monitorState.requeue, { running: false, error: asRef(error) });
  }
}

/** Leaving the page: no more refreshes, and an answer on its way is dropped. */
export function leaveMonitor(): void {
  refresher.stop();
  call?.abort();
  call = null;
  clearTimeout(noticeTimer);
  document.removeEventListener('visibilitychange', onVisibility);
}
