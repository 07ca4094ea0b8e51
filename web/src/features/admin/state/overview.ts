import { daysUntil } from '../../../lib/due-date';

/** What the "assignments due" card needs of an assignment. */
export interface DueCandidate {
  dueDate: string;
  counts: { notStarted: number; inProgress: number; passed: number; pastDue: number };
}

/** How far ahead an assignment counts as due. */
export const DUE_SOON_DAYS = 7;

/**
 * The overview's "assignments due": the team's assignments due within a week or already past due,
 * that not everyone assigned has passed yet (one nobody is assigned to asks nothing of anyone).
 */
export function assignmentsDue(assignments: readonly DueCandidate[], now: Date = new Date()): number {
  return assignments.filter(({ dueDate, counts }) => {
    const days = daysUntil(dueDate, now);
    const outstanding = counts.notStarted + counts.inProgress + counts.pastDue;
    return days !== null && days <= DUE_SOON_DAYS && outstanding > 0;
  }).length;
}
