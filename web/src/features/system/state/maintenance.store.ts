import { proxy } from 'valtio';
import { healthApi } from '../api/health.api';

export const MAINTENANCE_AUTO_HIDE_MS = 5 * 60_000;

export const maintenanceState = proxy({
  visible: false,
  checking: false,
  /** The last Retry found the service still unavailable. */
  stillDown: false,
});

let hideTimer: number | undefined;
const recoveredListeners = new Set<() => void>();

/** Called when the service is back (a health check succeeded). */
export function onServiceRecovered(listener: () => void): () => void {
  recoveredListeners.add(listener);
  return () => recoveredListeners.delete(listener);
}

export function showMaintenance(): void {
  if (!maintenanceState.visible) maintenanceState.stillDown = false;
  maintenanceState.visible = true;
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(hideMaintenance, MAINTENANCE_AUTO_HIDE_MS);
}

export function hideMaintenance(): void {
  window.clearTimeout(hideTimer);
  maintenanceState.visible = false;
  maintenanceState.stillDown = false;
}

export async function retryHealthCheck(): Promise<void> {
  maintenanceState.checking = true;
  try {
    await healthApi.check();
    hideMaintenance();
    recoveredListeners.forEach((listener) => listener());
  } catch {
    maintenanceState.stillDown = true;
  } finally {
    maintenanceState.checking = false;
  }
}
