import { isCalendarDay, todayUtc } from '../../../lib/due-date';
import type { NewAssignment } from '../../../lib/team-contracts';

export interface AssignmentDraft {
  /** '' until a scenario is chosen. */
  scenarioId: string;
  dueDate: string;
  passScore: string;
  audience: 'team' | 'chosen';
  memberIds: number[];
}

export type DraftField = 'scenarioId' | 'dueDate' | 'passScore' | 'memberIds';
/** Each field's problem as a key under `form.errors` in the teamAssignments namespace. */
export type DraftErrors = Partial<Record<DraftField, string>>;

export const DEFAULT_PASS_SCORE = 7;
const DEFAULT_DAYS_AHEAD = 7;

/** A fresh form: due a week from today (UTC), pass score 7 (the server's default), the whole team. */
export function emptyDraft(now: Date = new Date()): AssignmentDraft {
  const due = new Date(now.getTime() + DEFAULT_DAYS_AHEAD * 86_400_000);
  return { scenarioId: '', dueDate: todayUtc(due), passScore: String(DEFAULT_PASS_SCORE), audience: 'team', memberIds: [] };
}

/**
 * The pass score as typed: "7,5" as a Russian reader writes it, or "7.5" (NaN for anything else).
 * The field is text, not type=number, which dropped the comma and read 75.
 */
export function parsePassScore(text: string): number {
  const written = text.trim();
  return /^\d+(?:[.,]\d+)?$/.test(written) ? Number(written.replace(',', '.')) : Number.NaN;
}

/** The server's rules, checked before sending: a scenario, a due date from today on, a score 1–10 (one decimal at most), someone to assign. */
export function validateDraft(draft: AssignmentDraft, now: Date = new Date()): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.scenarioId) errors.scenarioId = 'scenarioRequired';
  if (!isCalendarDay(draft.dueDate)) errors.dueDate = 'dueDateRequired';
  else if (draft.dueDate < todayUtc(now)) errors.dueDate = 'dueDatePast';
  const score = parsePassScore(draft.passScore);
  const oneDecimal = Math.abs(score * 10 - Math.round(score * 10)) < 1e-9;
  if (!Number.isFinite(score) || !oneDecimal || score < 1 || score > 10) errors.passScore = 'passScoreRange';
  if (draft.audience === 'chosen' && draft.memberIds.length === 0) errors.memberIds = 'membersRequired';
  return errors;
}

/** The request body; members are left out for the whole team (so people who join later get it too). */
export function toRequest(draft: AssignmentDraft): NewAssignment {
  const body: NewAssignment = { scenarioId: Number(draft.scenarioId), dueDate: draft.dueDate, passScore: parsePassScore(draft.passScore) };
  return draft.audience === 'chosen' ? { ...body, memberIds: [...draft.memberIds] } : body;
}

const SERVER_FIELD_ERRORS: Record<string, [DraftField, string]> = {
  scenarioId: ['scenarioId', 'scenarioUnknown'],
  dueDate: ['dueDate', 'dueDatePast'],
  passScore: ['passScore', 'passScoreRange'],
  memberIds: ['memberIds', 'membersNotInTeam'],
};
/** Named rules (ADR 0036) with a sentence of their own in the form. */
const NAMED_PROBLEMS: Record<string, string> = { alreadyAssigned: 'alreadyAssigned' };

interface Detail {
  path?: unknown;
  /** Set for a rule of the request's shape or a named one; a member outside the team has neither. */
  code?: unknown;
  problem?: unknown;
  args?: { email?: unknown };
}

/**
 * Where a detail points, split: the API says `body.memberIds.3` (the request part first, as
 * lib/error-message's fieldOf reads it), and a list's index comes last.
 */
function placeOf(detail: Detail): { field: string; index: number | null } {
  const text = (Array.isArray(detail.path) ? detail.path.join('.') : String(detail.path ?? '')).replace(/^(body|query|params)\./, '');
  const [field = '', index] = text.split('.');
  return { field, index: index !== undefined && /^\d+$/.test(index) ? Number(index) : null };
}

const detailsOf = (details: unknown): Detail[] =>
  (Array.isArray(details) ? details.filter((d): d is Detail => typeof d === 'object' && d !== null) : []);

/**
 * A 400's field details as the form's own field errors. One sentence per field: someone no longer
 * in the team is said before a repeat, as they are unticked and the rest can be sent again.
 */
export function serverFieldErrors(details: unknown): DraftErrors {
  const errors: DraftErrors = {};
  for (const detail of detailsOf(details)) {
    const { field } = placeOf(detail);
    const known = SERVER_FIELD_ERRORS[field];
    if (!known) continue;
    const named = typeof detail.problem === 'string' ? NAMED_PROBLEMS[detail.problem] : undefined;
    if (!named) errors[known[0]] = known[1];
    else if (!errors[known[0]]) errors[known[0]] = named;
  }
  return errors;
}

/** The chosen members a refusal names: those who left the team (by id, from the list sent) and who already have the scenario (by email). */
export interface RefusedMembers {
  leftTeam: number[];
  alreadyAssigned: string[];
}

export function refusedMembers(details: unknown, sent: Pick<NewAssignment, 'memberIds'>): RefusedMembers {
  const refused: RefusedMembers = { leftTeam: [], alreadyAssigned: [] };
  for (const detail of detailsOf(details)) {
    const { field, index } = placeOf(detail);
    if (field !== 'memberIds') continue;
    if (detail.problem === 'alreadyAssigned' && typeof detail.args?.email === 'string') refused.alreadyAssigned.push(detail.args.email);
    else if (detail.code === undefined && index !== null && sent.memberIds?.[index] !== undefined) refused.leftTeam.push(sent.memberIds[index]);
  }
  return refused;
}
