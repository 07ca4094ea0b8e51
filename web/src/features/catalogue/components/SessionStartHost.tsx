import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { simulationPath } from '../../../app/paths';
import { authState } from '../../auth';
import { closeSessionStart, sessionStartState } from '../state/session-start.store';
import { SessionStartModal } from './SessionStartModal';
import { useStartIntent } from './use-start-intent';

/**
 * Mounts the session-start modal on the page that opened it and opens the session it starts;
 * leaving the page or signing out closes it. A `?start=N` in the URL opens it by itself.
 */
export function SessionStartHost() {
  useStartIntent();
  const { open, startedSessionId } = useSnapshot(sessionStartState);
  const { status } = useSnapshot(authState);
  const [, navigate] = useLocation();
  useEffect(() => closeSessionStart, []);
  useEffect(() => {
    if (status !== 'authenticated') closeSessionStart();
  }, [status]);
  useEffect(() => {
    if (startedSessionId !== null) navigate(simulationPath(startedSessionId));
  }, [startedSessionId, navigate]);
  if (!open || status !== 'authenticated') return null;
  return <SessionStartModal />;
}
