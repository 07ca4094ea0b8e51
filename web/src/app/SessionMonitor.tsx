import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from '../features/auth/state/auth.store';
import { startSessionMonitor } from '../features/auth/state/session-monitor';

/** Validation, forced-logout polling and heartbeat run only while a user is fully authenticated. */
export function SessionMonitor() {
  const { status } = useSnapshot(authState);
  useEffect(() => (status === 'authenticated' ? startSessionMonitor() : undefined), [status]);
  return null;
}
