import { proxy } from 'valtio';
import type { MyAssignment } from '../../../lib/team-contracts';
import { assignmentsApi } from '../api/assignments.api';

export const myAssignmentsState = proxy({
  status: 'loading' as 'loading' | 'ready' | 'error',
  items: [] as MyAssignment[],
  /** Whose list this is: a list loaded for one account is never shown to the next. */
  userId: null as number | null,
});

let call: AbortController | null = null;

export async function loadMyAssignments(userId: number): Promise<void> {
  call?.abort();
  const current = (call = new AbortController());
  Object.assign(myAssignmentsState, { status: 'loading', userId });
  try {
    const items = await assignmentsApi.mine(current.signal);
    if (!current.signal.aborted) Object.assign(myAssignmentsState, { status: 'ready', items });
  } catch {
    if (!current.signal.aborted) myAssignmentsState.status = 'error';
  }
}
