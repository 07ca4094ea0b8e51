import { proxy } from 'valtio';
import type { AchievementView, SessionResults } from '../../../lib/contracts';
import { resultsApi } from '../api/results.api';
import { pollDelay, statusOf, type ResultsStatus } from './results-status';

export type { ResultsStatus };

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

/** Loads the results of one session; while they are pending it asks again (`polled` times so far). */
export async function loadResults(rawId: string, polled = 0): Promise<void> {
  stop();
  const sessionId = Number(rawId);
  if (!Number.isInteger(sessionId) || sessionId <= 0) {
    Object.assign(resultsState, { status: 'missing', sessionId: null, result: null, achievements: [] });
    return;
  }
  if (resultsState.sessionId !== sessionId) Object.assign(resultsState, { status: 'idle', result: null, achievements: [] });
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
    resultsState.status = statusOf(error);
    if (resultsState.status === 'pending') poll = setTimeout(() => void loadResults(rawId, polled + 1), pollDelay(polled));
  }
}

export function leaveResults(): void {
  stop();
}
