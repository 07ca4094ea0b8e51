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

/** The server's rules, checked before sending: a scenario, a due date from today on, a score 1–10 (one decimal at most), someone to assign. */
export function validateDraft(draft: AssignmentDraft, now: Date = new Date()): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.scenarioId) errors.scenarioId = 'scenarioRequired';
  if (!isCalendarDay(draft.dueDate)) errors.dueDate = 'dueDateRequired';
  else if (draft.dueDate < todayUtc(now)) errors.dueDate = 'dueDatePast';
  const score = Number(draft.passScore);
  const oneDecimal = Math.abs(score * 10 - Math.round(score * 10)) < 1e-9;
  if (draft.passScore.trim() === '' || !Number.isFinite(score) || !oneDecimal || score < 1 || score > 10) errors.passScore = 'passScoreRange';
  if (draft.audience === 'chosen' && draft.memberIds.length === 0) errors.memberIds = 'membersRequired';
  return errors;
}

/** The request body; members are left out for the whole team (so people who join later get it too). */
export function toRequest(draft: AssignmentDraft): NewAssignment {
  const body: NewAssignment = { scenarioId: Number(draft.scenarioId), dueDate: draft.dueDate, passScore: Number(draft.passScore) };
  return draft.audience === 'chosen' ? { ...body, memberIds: [...draft.memberIds] } : body;
}

const SERVER_FIELD_ERRORS: Record<string, [DraftField, string]> = {
  scenarioId: ['scenarioId', 'scenarioUnknown'],
  dueDate: ['dueDate', 'dueDatePast'],
  passScore: ['passScore', 'passScoreRange'],
  memberIds: ['memberIds', 'membersNotInTeam'],
};

/** A 400's field details ({ path: ['dueDate'], … }) as the form's own field errors. */
export function serverFieldErrors(details: unknown): DraftErrors {
  const errors: DraftErrors = {};
  for (const detail of Array.isArray(details) ? (details as { path?: unknown }[]) : []) {
    const field = Array.isArray(detail.path) ? String(detail.path[0]) : String(detail.path ?? '');
    const known = SERVER_FIELD_ERRORS[field];
    if (known) errors[known[0]] = known[1];
  }
  return errors;
}
