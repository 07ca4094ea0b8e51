import { readSession } from '../../../lib/token-storage';
import { authApi } from '../api/auth.api';
import { authState, signOutLocally } from './auth.store';
import { forceLogout } from './session.actions';

export const VALIDATE_EVERY_MS = 30_000;
export const FORCE_LOGOUT_POLL_MS = 3_000;
export const HEARTBEAT_EVERY_MS = 60_000;

/** Runs `task` every `ms`, skipping a tick while the previous run is still in flight. */
function every(ms: number, task: () => Promise<unknown>): () => void {
  let busy = false;
  const id = window.setInterval(() => {
    if (busy) return;
    busy = true;
    task()
      .catch(() => undefined) // 401s end the session in the API client; other failures wait for the next tick
      .finally(() => {
        busy = false;
      });
  }, ms);
  return () => window.clearInterval(id);
}

async function validate(): Promise<void> {
  const user = await authApi.me();
  if (authState.status === 'authenticated') authState.user = user;
}

async function pollForcedLogout(): Promise<void> {
  const { forceLogout: forced } = await authApi.shouldForceLogout();
  if (forced && authState.status === 'authenticated') forceLogout();
}

/** Another tab signed out (its storage change reaches us): follow it. */
function onStorage(event: StorageEvent): void {
  if ((event.key === null || event.key === 'token') && !readSession()) signOutLocally();
}

/** Background checks that run only while a user is fully authenticated; returns the stopper. */
export function startSessionMonitor(): () => void {
  const stops = [
    every(VALIDATE_EVERY_MS, validate),
    every(FORCE_LOGOUT_POLL_MS, pollForcedLogout),
    every(HEARTBEAT_EVERY_MS, () => authApi.heartbeat()),
  ];
  void authApi.heartbeat().catch(() => undefined);
  window.addEventListener('storage', onStorage);
  return () => {
    stops.forEach((stop) => stop());
    window.removeEventListener('storage', onStorage);
  };
}
