import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { simulationPath } from '../../../app/paths';
import { authState } from '../../auth';
import { closeSessionLimit, sessionLimitState } from '../state/session-limit';
import { closeSessionStart, sessionStartState } from '../state/session-start.store';
import { SessionLimitModal } from './SessionLimitModal';
import { SessionStartModal } from './SessionStartModal';
import { useStartIntent } from './use-start-intent';
import '../session-start.css';

function closeModals(): void {
  closeSessionStart();
  closeSessionLimit();
}

/**
 * Mounts the session-start modal on the page that opened it and opens the session it starts;
 * leaving the page or signing out closes it. A `?start=N` in the URL opens it by itself.
 * The upgrade modal (session limit reached) is shown here too.
 */
export function SessionStartHost() {
  useStartIntent();
  const { open, startedSessionId } = useSnapshot(sessionStartState);
  const limit = useSnapshot(sessionLimitState);
  const { status } = useSnapshot(authState);
  const [, navigate] = useLocation();
  useEffect(() => closeModals, []);
  useEffect(() => {
    if (status !== 'authenticated') closeModals();
  }, [status]);
  useEffect(() => {
    if (startedSessionId !== null) navigate(simulationPath(startedSessionId));
  }, [startedSessionId, navigate]);
  if (status !== 'authenticated') return null;
  if (limit.open) return <SessionLimitModal />;
  return open ? <SessionStartModal /> : null;
}
