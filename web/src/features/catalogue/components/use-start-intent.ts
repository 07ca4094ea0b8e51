import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { authState } from '../../auth';
import { coachLimitReached, sessionLimitReached } from '../state/localize';
import { openSessionStartById } from '../state/session-start.store';
import { startIntentFrom, withoutStartIntent } from '../state/start-intent';

/**
 * `?start=N` on a page, once signed in: the session-start modal of scenario N opens, and the
 * parameter leaves the URL. A learner with no sessions left sees the page's own explanation instead.
 */
export function useStartIntent(): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { status, user } = useSnapshot(authState);
  const scenarioId = startIntentFrom(search);
  // Outlives the URL change below; only leaving the page cancels the load.
  const loading = useRef<AbortController | null>(null);
  useEffect(() => () => loading.current?.abort(), []);

  useEffect(() => {
    if (scenarioId === null || status !== 'authenticated' || !user) return;
    navigate(withoutStartIntent(window.location.pathname + window.location.search), { replace: true });
    if (sessionLimitReached(user.usage)) return;
    loading.current?.abort();
    loading.current = new AbortController();
    void openSessionStartById(scenarioId, { coachLocked: coachLimitReached(user.usage) }, loading.current.signal);
  }, [scenarioId, status, user, navigate]);
}
