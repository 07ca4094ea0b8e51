import { proxy } from 'valtio';
import type { AchievementView, SessionResults } from '../../../lib/contracts';
import { isApiError } from '../../../lib/api-error';
import { resultsApi } from '../api/results.api';

/** pending: no result yet (the analysis may still run); missing: not this learner's session, or none. */
export type ResultsStatus = 'idle' | 'loading' | 'ready' | 'pending' | 'missing' | 'error';

/** While the analysis may be seconds away, look again this often, this many times. */
export const PENDING_POLL_MS = 3000;
export const PENDING_POLLS = 10;

export const resultsState = proxy({
  status: 'idle' as ResultsStatus,
  sessionId: null as number | null,
  result: null as SessionResults | null,
  achievements: [] as AchievementView[],
});

let controller: AbortController | null = null;
let poll: ReturnType<typeof setTimeout> | null = null;

function stop(): void {
  controller?.abort();
  if (poll) clearTimeout(poll);
  poll = null;
}

/** Loads the results of one session; `polls` left are spent while the analysis is pending. */
export async function loadResults(rawId: string, polls = PENDING_POLLS): Promise<void> {
  stop();
  const sessionId = Number(rawId);
  if (!Number.isInteger(sessionId) || sessionId <= 0) {
    Object.assign(resultsState, { status: 'missing', sessionId: null, result: null, achievements: [] });
    return;
  }
  if (resultsState.sessionId !== sessionId) Object.assign(resultsState, { result: null, achievements: [] });
  Object.assign(resultsState, { sessionId, status: resultsState.status === 'pending' ? 'pending' : 'loading' });
  const mine = (controller = new AbortController());
  try {
    const [result, achievements] = await Promise.all([
      resultsApi.result(sessionId, mine.signal),
      // The card is a bonus: a failure here must not hide the results.
      resultsApi.achievements(sessionId, mine.signal).catch(() => [] as AchievementView[]),
    ]);
    if (mine.signal.aborted) return;
    Object.assign(resultsState, { status: 'ready', result, achievements });
  } catch (error) {
    if (mine.signal.aborted) return;
    if (isApiError(error, 'ANALYSIS.RESULTS_NOT_FOUND')) {
      resultsState.status = 'pending';
      if (polls > 0) poll = setTimeout(() => void loadResults(rawId, polls - 1), PENDING_POLL_MS);
    } else resultsState.status = isApiError(error) && error.status === 404 ? 'missing' : 'error';
  }
}

export function leaveResults(): void {
  stop();
}
