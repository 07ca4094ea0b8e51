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
/** A check started by the server answering again (serviceAnswered), not by Retry. */
let quietCheck: Promise<void> | null = null;
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

/** A health check succeeded: the banner goes, and whoever waited for the service hears it is back. */
function recovered(): void {
  hideMaintenance();
  recoveredListeners.forEach((listener) => listener());
}

export async function retryHealthCheck(): Promise<void> {
  maintenanceState.checking = true;
  try {
    await healthApi.check();
    recovered();
  } catch {
    maintenanceState.stillDown = true;
  } finally {
    maintenanceState.checking = false;
  }
}

/**
 * The server answered again (a request succeeded, the chat's hub reconnected) while the banner is
 * up: check its health, as Retry does, so the banner goes by itself once the service is back
 * (SPEC §4: hidden on a successful health check). Nobody pressed Retry: a failed check says nothing.
 */
export function serviceAnswered(): void {
  if (!maintenanceState.visible || maintenanceState.checking || quietCheck) return;
  quietCheck = healthApi
    .check()
    .then(() => {
      if (maintenanceState.visible) recovered();
    })
    .catch(() => undefined)
    .finally(() => (quietCheck = null));
}
