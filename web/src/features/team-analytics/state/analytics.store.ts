import { proxy } from 'valtio';
import { isApiError } from '../../../lib/api-error';
import type { Locale } from '../../../lib/contracts';
import type { TeamSkills } from '../../../lib/team-contracts';
import { teamAnalyticsApi } from '../api/team-analytics.api';
import { filenameFromDisposition, saveFile } from '../../../lib/download';
import { fallbackCsvName } from './csv';
import { asRef } from '../../../lib/valtio-ref';

/** empty: the server's 404 — nobody in the team has an analysed session yet (SPEC §8 'Analytics data not found.'). */
export type AnalyticsStatus = 'loading' | 'ready' | 'empty' | 'error';


export const analyticsState = proxy({
  status: 'loading' as AnalyticsStatus,
  data: null as TeamSkills | null,
  error: null as unknown,
  download: 'idle' as 'idle' | 'busy' | 'failed',
  downloadError: null as unknown,
});

let call: AbortController | null = null;

export async function loadAnalytics(): Promise<void> {
  call?.abort();
  const current = (call = new AbortController());
  Object.assign(analyticsState, { status: 'loading', error: null });
  try {
    const data = await teamAnalyticsApi.teamSkills(current.signal);
    if (!current.signal.aborted) Object.assign(analyticsState, { status: 'ready', data });
  } catch (error) {
    if (current.signal.aborted) return;
    if (isApiError(error) && error.status === 404) Object.assign(analyticsState, { status: 'empty', data: null });
    else Object.assign(analyticsState, { status: 'error', error: asRef(error) });
  }
}

/** SPEC §8: 401 (and a 403) say the reader may not see it; anything else is a failure to retry. */
export function loadFailureKey(error: unknown): string {
  return isApiError(error) && (error.status === 401 || error.status === 403) ? 'teamAnalytics:errors.unauthorized' : 'teamAnalytics:errors.failed';
}

/** Fetches the CSV with the session's token and saves it under the server's file name. */
export async function downloadCsv(locale: Locale): Promise<void> {
  Object.assign(analyticsState, { download: 'busy', downloadError: null });
  try {
    const { blob, disposition } = await teamAnalyticsApi.progressCsv(locale);
    saveFile(blob, filenameFromDisposition(disposition) ?? fallbackCsvName());
    analyticsState.download = 'idle';
  } catch (error) {
    Object.assign(analyticsState, { download: 'failed', downloadError: asRef(error) });
  }
}

export function leaveAnalytics(): void {
  call?.abort();
  call = null;
  Object.assign(analyticsState, { download: 'idle', downloadError: null });
}
