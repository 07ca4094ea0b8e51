import { proxy } from 'valtio';
import type { SystemMetrics } from '../../../lib/contracts';
import { systemMetricsApi } from '../api/system-metrics.api';

/** SPEC §9: the page asks for new figures every 3 s. */
export const POLL_MS = 3_000;

export const metricsState = proxy({
  metrics: null as SystemMetrics | null,
  /** The last poll failed: SPEC §8's message shows above the last figures, and the next poll tries again. */
  failed: false,
  /** The first answer (or the first failure) has come. */
  settled: false,
});

let timer: ReturnType<typeof setTimeout> | null = null;
let controller: AbortController | null = null;
let watching = false;
let inFlight = false;

async function poll(): Promise<void> {
  timer = null;
  // A hidden tab asks nothing; it asks at once when it is shown again (see onVisibility).
  if (!watching || document.hidden) return;
  controller = new AbortController();
  const { signal } = controller;
  inFlight = true;
  try {
    const metrics = await systemMetricsApi.read(signal);
    if (signal.aborted) return;
    Object.assign(metricsState, { metrics, failed: false, settled: true });
  } catch (error) {
    if (signal.aborted) return;
    console.error('System monitoring: the metrics could not be fetched', error);
    Object.assign(metricsState, { failed: true, settled: true });
  } finally {
    if (!signal.aborted) inFlight = false;
  }
  // The next poll is counted from this answer, so slow answers never pile up.
  if (watching) timer = setTimeout(() => void poll(), POLL_MS);
}

function onVisibility(): void {
  if (!watching || document.hidden || timer !== null || inFlight) return;
  void poll();
}

export function openSystemMonitoring(): void {
  leaveSystemMonitoring();
  watching = true;
  Object.assign(metricsState, { metrics: null, failed: false, settled: false });
  document.addEventListener('visibilitychange', onVisibility);
  void poll();
}

export function leaveSystemMonitoring(): void {
  watching = false;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  controller?.abort();
  controller = null;
  inFlight = false;
  document.removeEventListener('visibilitychange', onVisibility);
}
