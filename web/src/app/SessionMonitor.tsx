import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { useLocation } from 'wouter';
import { authState, startSessionMonitor } from '../features/auth';
import { withRedirect } from '../lib/redirect';
import { ROUTES } from './paths';

/**
 * Validation, forced-logout polling and heartbeat run only while a user is fully authenticated.
 * A session the server ended opens Login wherever the user was, to bring them back there once
 * signed in again; the store only says so.
 */
export function SessionMonitor() {
  const { status } = useSnapshot(authState);
  const [, navigate] = useLocation();
  useEffect(() => (status === 'authenticated' ? startSessionMonitor() : undefined), [status]);
  // In sync with the store, so the page changes before any guard re-renders the signed-out state.
  useEffect(
    () => subscribeKey(authState, 'forcedOut', (forced) => {
      const here = `${window.location.pathname}${window.location.search}`;
      if (forced) navigate(withRedirect(ROUTES.login, here === '/' || here.startsWith(ROUTES.login) ? null : here), { replace: true });
    }, true),
    [navigate],
  );
  return null;
}
