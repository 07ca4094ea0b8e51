import { proxy } from 'valtio';
import type { ScenarioSummary } from '../../../lib/contracts';
import { isApiError } from '../../../lib/api-error';
import type { Assignment } from '../../../lib/team-contracts';
import { teamAssignmentsApi } from '../api/team-assignments.api';
import { type AssignmentDraft, type DraftErrors, type RefusedMembers, refusedMembers, serverFieldErrors, toRequest } from './assignment-form';
import { withoutMember } from './member-left';
import { asRef } from '../../../lib/valtio-ref';

const nobodyRefused = (): RefusedMembers => ({ leftTeam: [], alreadyAssigned: [] });

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
  /** Who the last refusal named: members who left the team are unticked and marked, repeats are listed. */
  refused: nobodyRefused(),
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

/**
 * Reads the list again without the loading state (the cards stay while it comes): after something
 * outside this section changed what the server counts. A failure keeps the list as it is.
 */
export async function refreshAssignments(): Promise<void> {
  if (assignmentsState.status !== 'ready') return;
  call?.abort();
  const current = (call = new AbortController());
  try {
    const assignments = await teamAssignmentsApi.list(current.signal);
    if (!current.signal.aborted) assignmentsState.assignments = assignments;
  } catch {
    // The next visit or reload reads it; the member is already gone from the list below.
  }
}

/** The team page removed a member: their rows and counts go now, then the server's list replaces the guess. */
export function memberLeftTeam(userId: number): Promise<void> {
  assignmentsState.assignments = withoutMember(assignmentsState.assignments, userId);
  return refreshAssignments();
}

export function toggleForm(open = !assignmentsState.formOpen): void {
  Object.assign(assignmentsState, { formOpen: open, createError: null, serverErrors: {}, refused: nobodyRefused() });
}

/** An edit of the form makes the server's verdict on the values it saw stale. */
export function clearServerErrors(): void {
  if (Object.keys(assignmentsState.serverErrors).length) Object.assign(assignmentsState, { serverErrors: {}, refused: nobodyRefused() });
}

/** Sends the form; true once the assignment exists (it joins the list in the server's order). */
export async function createAssignment(draft: AssignmentDraft): Promise<Assignment | null> {
  Object.assign(assignmentsState, { creating: true, createError: null, serverErrors: {}, refused: nobodyRefused() });
  const body = toRequest(draft);
  try {
    const created = await teamAssignmentsApi.create(body);
    assignmentsState.assignments = ordered([...assignmentsState.assignments, created]);
    assignmentsState.formOpen = false;
    return created;
  } catch (error) {
    const details = isApiError(error, 'VALIDATION_FAILED') ? error.details : undefined;
    const fields = serverFieldErrors(details);
    if (Object.keys(fields).length) Object.assign(assignmentsState, { serverErrors: fields, refused: refusedMembers(details, body) });
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
  Object.assign(assignmentsState, { formOpen: false, removing: null, createError: null, serverErrors: {}, refused: nobodyRefused(), announcement: '' });
}
