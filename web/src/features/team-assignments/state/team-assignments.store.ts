import { proxy } from 'valtio';
import type { ScenarioSummary } from '../../../lib/contracts';
import { isApiError } from '../../../lib/api-error';
import type { Assignment } from '../../../lib/team-contracts';
import { teamAssignmentsApi } from '../api/team-assignments.api';
import { type AssignmentDraft, type DraftErrors, serverFieldErrors, toRequest } from './assignment-form';
import { asRef } from '../../../lib/valtio-ref';


export const assignmentsState = proxy({
  status: 'loading' as 'loading' | 'ready' | 'error',
  assignments: [] as Assignment[],
  loadError: null as unknown,
  scenarios: [] as ScenarioSummary[],
  scenariosFailed: false,
  formOpen: false,
  creating: false,
  /** A failure the form cannot pin on a field. */
  createError: null as unknown,
  serverErrors: {} as DraftErrors,
  /** The assignment whose removal waits for confirmation. */
  removing: null as Assignment | null,
  removeBusy: false,
  removeError: null as unknown,
  /** The last thing done, announced politely (created/removed and the scenario's name). */
  announcement: '',
});

let call: AbortController | null = null;

/** Due date ascending, then newest first: the server's order, kept after a local insert. */
function ordered(list: Assignment[]): Assignment[] {
  return [...list].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || b.createdAt.localeCompare(a.createdAt));
}

export async function loadAssignments(): Promise<void> {
  call?.abort();
  const current = (call = new AbortController());
  Object.assign(assignmentsState, { status: 'loading', loadError: null });
  const [assignments, scenarios] = await Promise.allSettled([
    teamAssignmentsApi.list(current.signal),
    teamAssignmentsApi.scenarios(current.signal),
  ]);
  if (current.signal.aborted) return;
  if (scenarios.status === 'fulfilled') Object.assign(assignmentsState, { scenarios: scenarios.value, scenariosFailed: false });
  else assignmentsState.scenariosFailed = true;
  if (assignments.status === 'fulfilled') Object.assign(assignmentsState, { status: 'ready', assignments: assignments.value });
  else Object.assign(assignmentsState, { status: 'error', loadError: asRef(assignments.reason) });
}

export function toggleForm(open = !assignmentsState.formOpen): void {
  Object.assign(assignmentsState, { formOpen: open, createError: null, serverErrors: {} });
}

/** Sends the form; true once the assignment exists (it joins the list in the server's order). */
export async function createAssignment(draft: AssignmentDraft): Promise<Assignment | null> {
  Object.assign(assignmentsState, { creating: true, createError: null, serverErrors: {} });
  try {
    const created = await teamAssignmentsApi.create(toRequest(draft));
    assignmentsState.assignments = ordered([...assignmentsState.assignments, created]);
    assignmentsState.formOpen = false;
    return created;
  } catch (error) {
    const fields = isApiError(error, 'VALIDATION_FAILED') ? serverFieldErrors(error.details) : {};
    if (Object.keys(fields).length) assignmentsState.serverErrors = fields;
    else assignmentsState.createError = asRef(error);
    return null;
  } finally {
    assignmentsState.creating = false;
  }
}

/** Opens (an id) or closes (null) the removal's confirmation. */
export function askToRemove(id: number | null): void {
  const removing = id === null ? null : (assignmentsState.assignments.find((a) => a.id === id) ?? null);
  Object.assign(assignmentsState, { removing, removeError: null });
}

export async function confirmRemove(): Promise<Assignment | null> {
  const target = assignmentsState.removing;
  if (!target) return null;
  assignmentsState.removeBusy = true;
  try {
    await teamAssignmentsApi.remove(target.id);
    assignmentsState.assignments = assignmentsState.assignments.filter((a) => a.id !== target.id);
    assignmentsState.removing = null;
    return target;
  } catch (error) {
    // Already gone (removed in another tab): the list catches up instead of showing a dead row.
    if (isApiError(error, 'ASSIGNMENT.NOT_FOUND')) {
      assignmentsState.assignments = assignmentsState.assignments.filter((a) => a.id !== target.id);
      assignmentsState.removing = null;
      return target;
    }
    assignmentsState.removeError = asRef(error);
    return null;
  } finally {
    assignmentsState.removeBusy = false;
  }
}

export function announce(text: string): void {
  assignmentsState.announcement = text;
}

export function leaveAssignments(): void {
  call?.abort();
  call = null;
  Object.assign(assignmentsState, { formOpen: false, removing: null, createError: null, serverErrors: {}, announcement: '' });
}
