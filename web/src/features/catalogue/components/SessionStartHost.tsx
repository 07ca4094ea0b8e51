import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from '../../auth/state/auth.store';
import { closeSessionStart, sessionStartState } from '../state/session-start.store';
import { SessionStartModal } from './SessionStartModal';

/** Mounts the session-start modal on the page that opened it; leaving the page or signing out closes it. */
export function SessionStartHost() {
  const { open } = useSnapshot(sessionStartState);
  const { status } = useSnapshot(authState);
  useEffect(() => closeSessionStart, []);
  useEffect(() => {
    if (status !== 'authenticated') closeSessionStart();
  }, [status]);
  if (!open || status !== 'authenticated') return null;
  return <SessionStartModal />;
}
