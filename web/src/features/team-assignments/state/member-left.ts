import type { Assignment, AssignmentStatus } from '../../../lib/team-contracts';

/**
 * The list once a member left the team: the server no longer counts them anywhere (ADR 0028), so
 * their rows and their part of each count go at once, before the list is read again.
 */
export function withoutMember(assignments: readonly Assignment[], userId: number): Assignment[] {
  return assignments.map((a) => {
    const gone = a.members.find((m) => m.userId === userId);
    if (!gone) return a;
    const counts: Record<AssignmentStatus, number> = { ...a.counts, [gone.status]: a.counts[gone.status] - 1 };
    return { ...a, counts, members: a.members.filter((m) => m.userId !== userId) };
  });
}
