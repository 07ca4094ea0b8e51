import type { MyAssignment } from '../../../lib/team-contracts';

/** What the learner's assignment card offers. */
export type AssignmentAction =
  | { kind: 'continue'; sessionId: number }
  | { kind: 'start' }
  | { kind: 'again' }
  | { kind: 'none' };

/**
 * A session under way is continued, never started afresh: a new one would cost another session of
 * the month's allowance (SPEC §4 "Curriculum item"). It can be finished even once the scenario is no
 * longer offered (ADR 0031); otherwise only an offered scenario can be started, again once passed.
 */
export function assignmentAction(item: Pick<MyAssignment, 'status' | 'available' | 'sessionId'>): AssignmentAction {
  if (item.sessionId !== null) return { kind: 'continue', sessionId: item.sessionId };
  if (!item.available) return { kind: 'none' };
  return item.status === 'passed' ? { kind: 'again' } : { kind: 'start' };
}

/** The intro counts scenarios: the same one set twice is one piece of work (the server lists it once too). */
export function scenarioCount(items: readonly Pick<MyAssignment, 'scenarioId'>[]): number {
  return new Set(items.map((i) => i.scenarioId)).size;
}
