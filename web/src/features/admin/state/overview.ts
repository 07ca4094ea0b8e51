import { daysUntil } from '../../../lib/due-date';

/** What the "assignments due" card needs of an assignment. */
export interface DueCandidate {
  dueDate: string;
  counts: { notStarted: number; inProgress: number; passed: number; pastDue: number };
  /** False once the scenario is no longer offered: nobody can pass it, so it asks nothing of anyone. */
  available?: boolean;
}

/** How far ahead an assignment counts as due. */
export const DUE_SOON_DAYS = 7;

/**
 * The overview's "assignments due": the team's assignments due within a week or already past due,
 * that not everyone assigned has passed yet (one nobody is assigned to asks nothing of anyone, nor one
 * of a scenario no longer offered).
 */
export function assignmentsDue(assignments: readonly DueCandidate[], now: Date = new Date()): number {
  return assignments.filter(({ dueDate, counts, available }) => {
    if (available === false) return false;
    const days = daysUntil(dueDate, now);
    const outstanding = counts.notStarted + counts.inProgress + counts.pastDue;
    return days !== null && days <= DUE_SOON_DAYS && outstanding > 0;
  }).length;
}
