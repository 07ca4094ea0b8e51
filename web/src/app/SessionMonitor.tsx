import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { useLocation } from 'wouter';
import { authState, startSessionMonitor } from '../features/auth';
import { ROUTES } from './paths';

/**
 * Validation, forced-logout polling and heartbeat run only while a user is fully authenticated.
 * A session the server ended opens Login wherever the user was; the store only says so.
 */
export function SessionMonitor() {
  const { status } = useSnapshot(authState);
  const [, navigate] = useLocation();
  useEffect(() => (status === 'authenticated' ? startSessionMonitor() : undefined), [status]);
  // In sync with the store, so the page changes before any guard re-renders the signed-out state.
  useEffect(
    () => subscribeKey(authState, 'forcedOut', (forced) => forced && navigate(ROUTES.login, { replace: true }), true),
    [navigate],
  );
  return null;
}
