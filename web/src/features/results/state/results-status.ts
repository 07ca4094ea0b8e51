import { isApiError } from '../../../lib/api-error';

/**
 * Why a session shows no analysis (the API's answers, SPEC §8): `missing` (no such session, or not
 * yours), `inProgress` (not ended), `pending` (being analysed: keep asking), `failed` (every attempt
 * failed; recorded for a SuperAdmin to re-queue), `error` (anything else: retry).
 */
export type ResultsStatus = 'idle' | 'loading' | 'ready' | 'pending' | 'inProgress' | 'failed' | 'missing' | 'error';

const BY_CODE: Record<string, ResultsStatus> = {
  'ANALYSIS.SESSION_NOT_FOUND': 'missing',
  'ANALYSIS.SESSION_IN_PROGRESS': 'inProgress',
  'ANALYSIS.RESULTS_PENDING': 'pending',
  'ANALYSIS.FAILED': 'failed',
};

export function statusOf(error: unknown): ResultsStatus {
  if (!isApiError(error)) return 'error';
  return BY_CODE[error.code] ?? (error.status === 404 ? 'missing' : 'error');
}

/** While the analysis runs, look again after 3 s, then a little later each time, up to every 30 s. */
export const PENDING_POLL_MS = 3000;
export const MAX_POLL_MS = 30_000;
export const pollDelay = (polled: number) => Math.min(MAX_POLL_MS, Math.round(PENDING_POLL_MS * 1.5 ** polled));
