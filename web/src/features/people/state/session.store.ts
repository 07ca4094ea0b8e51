import { proxy } from 'valtio';
import type { SuperAdminSessionDetail } from '../../../lib/contracts';
import { isApiError } from '../../../lib/api-error';
import { peopleApi } from '../api/people.api';
import { pagedQuery } from './paged-query';
import { asRef } from '../../../lib/valtio-ref';

/** SPEC §9: a session's messages are shown 50 to a page. */
export const SESSION_PAGE_SIZE = 50;

export const sessionState = proxy({
  id: null as number | null,
  page: 1,
  /** missing: no such session (404); asking again would not find it either. */
  status: 'loading' as 'loading' | 'ready' | 'missing' | 'error',
  detail: null as SuperAdminSessionDetail | null,
  error: null as unknown,
});

let call: AbortController | null = null;

async function load(): Promise<void> {
  if (sessionState.id === null) return;
  call?.abort();
  const current = (call = new AbortController());
  Object.assign(sessionState, { status: 'loading', error: null });
  try {
    const detail = await peopleApi.session(sessionState.id, pagedQuery(sessionState.page, {}, SESSION_PAGE_SIZE), current.signal);
    if (!current.signal.aborted) Object.assign(sessionState, { detail, status: 'ready' });
  } catch (error) {
    if (current.signal.aborted) return;
    console.error('Session detail: the session could not be loaded', error);
    // An id no session can have (0, past the largest) is refused as 400: missing all the same, never worth a retry.
    const missing = isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_FAILED');
    Object.assign(sessionState, { status: missing ? 'missing' : 'error', error: asRef(error) });
  }
}

/** Opening /superadmin/dashboard/sessions/{id}: its first page of messages. */
export function openSession(id: number): void {
  Object.assign(sessionState, { id, page: 1, detail: sessionState.id === id ? sessionState.detail : null });
  void load();
}

/** Previous and Next (SPEC §2); the scores and feedback stay on screen while the messages change. */
export function goToMessages(page: number): void {
  sessionState.page = page;
  void load();
}

export const retrySession = () => void load();

export function leaveSession(): void {
  call?.abort();
  call = null;
}
