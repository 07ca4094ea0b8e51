/**
 * A scenario an Admin sets for members of their organisation, with a due date and a pass score.
 * Where each member stands is worked out from their sessions and results on every read, never
 * stored (like the curriculum's statuses, ADR 0024), so it can never drift from what they did.
 */

export type AssignmentStatus = 'notStarted' | 'inProgress' | 'passed' | 'pastDue';
export const ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = ['notStarted', 'inProgress', 'passed', 'pastDue'];

export const DEFAULT_PASS_SCORE = 7;

export interface Assignment {
  id: number;
  organizationId: number;
  scenarioId: number;
  /** A calendar day, `YYYY-MM-DD` (UTC): the last day it may be done on time. */
  dueDate: string;
  passScore: number;
  /** Set for the whole team: every current member, including those who join later. */
  wholeTeam: boolean;
  /** The chosen members (empty for the whole team); those who left the team since are ignored. */
  memberIds: number[];
  /** Null once that Admin's account was deleted (ADR 0030). */
  createdByUserId: number | null;
  createdAt: Date;
}

export type NewAssignment = Omit<Assignment, 'id'>;

/** One session a member started of an assigned scenario, with its result once analysed. */
export interface Attempt {
  sessionId: number;
  userId: number;
  scenarioId: number;
  startedAt: Date;
  endedAt: Date | null;
  /** The analysed overall score (0–10); null until the analysis is done (or when it failed). */
  overall: number | null;
  analysedAt: Date | null;
}

export interface MemberStanding {
  status: AssignmentStatus;
  /** The best analysed overall among the sessions that count; null when none is analysed. */
  bestScore: number | null;
  /** The latest start, end or analysis among them. */
  lastActivityAt: Date | null;
  /** The latest of them still under way: continuing it costs no session of the month's allowance. */
  openSessionId: number | null;
}

/** The UTC calendar day of a moment, `YYYY-MM-DD`. */
export { utcDayOf as utcDay } from '#src/shared/calendar-day.ts';

/**
 * Only sessions started on or after the assignment was made count (an old success does not meet a
 * new assignment), and only those since the member joined the team (`joinedAt`; null for a
 * membership older than the record of it): practice in another organisation is not this team's to
 * see (ADR 0029), nor to pass its work with. Then: passed when one analysed result reaches the pass
 * score — whenever it came, so a late pass is still a pass; otherwise past due once today is after
 * the due date; otherwise in progress when any such session exists (ended or not); otherwise not started.
 */
export function standingOf(assignment: Pick<Assignment, 'scenarioId' | 'passScore' | 'dueDate' | 'createdAt'>,
  attempts: readonly Attempt[], today: string, joinedAt: Date | null = null): MemberStanding {
  const from = joinedAt && joinedAt > assignment.createdAt ? joinedAt : assignment.createdAt;
  const counted = attempts.filter((a) => a.scenarioId === assignment.scenarioId && a.startedAt >= from);
  const scores = counted.flatMap((a) => (a.overall === null ? [] : [a.overall]));
  const bestScore = scores.length ? Math.max(...scores) : null;
  const moments = counted.flatMap((a) => [a.startedAt, a.endedAt, a.analysedAt]).filter((d): d is Date => d !== null);
  const lastActivityAt = moments.length ? new Date(Math.max(...moments.map((d) => d.getTime()))) : null;
  const open = counted.filter((a) => a.endedAt === null).sort((x, y) => y.startedAt.getTime() - x.startedAt.getTime() || y.sessionId - x.sessionId);
  const status: AssignmentStatus =
    bestScore !== null && bestScore >= assignment.passScore ? 'passed'
      : today > assignment.dueDate ? 'pastDue'
        : counted.length > 0 ? 'inProgress'
          : 'notStarted';
  return { status, bestScore, lastActivityAt, openSessionId: open[0]?.sessionId ?? null };
}

export function countByStatus(statuses: readonly AssignmentStatus[]): Record<AssignmentStatus, number> {
  const counts = { notStarted: 0, inProgress: 0, passed: 0, pastDue: 0 };
  for (const s of statuses) counts[s]++;
  return counts;
}

/**
 * Who an assignment is for among the team's current members: everyone for the whole team (but
 * the team's Admins, who set the work rather than do it), else the chosen ones still in the team.
 */
export function assigneesOf<M extends { userId: number; role: string }>(assignment: Pick<Assignment, 'wholeTeam' | 'memberIds'>,
  members: readonly M[]): M[] {
  if (assignment.wholeTeam) return members.filter((m) => m.role === 'User');
  const chosen = new Set(assignment.memberIds);
  return members.filter((m) => chosen.has(m.userId));
}

/**
 * Who of a new assignment's people already has this scenario to do in another assignment that is
 * still open (due today or later): the same work set twice would be listed and counted twice. By
 * user, with the due date of their open one (the earliest, when there are several).
 */
export function openRepeats<M extends { userId: number; role: string; email: string }>(
  draft: Pick<Assignment, 'scenarioId' | 'wholeTeam' | 'memberIds'>, existing: readonly Assignment[], members: readonly M[], today: string,
): Map<number, { email: string; dueDate: string }> {
  const wanted = new Set(assigneesOf(draft, members).map((m) => m.userId));
  const repeats = new Map<number, { email: string; dueDate: string }>();
  const open = existing.filter((a) => a.scenarioId === draft.scenarioId && a.dueDate >= today).sort((x, y) => x.dueDate.localeCompare(y.dueDate));
  for (const a of open) {
    for (const m of assigneesOf(a, members)) {
      if (wanted.has(m.userId) && !repeats.has(m.userId)) repeats.set(m.userId, { email: m.email, dueDate: a.dueDate });
    }
  }
  return repeats;
}

/** Which copy of a scenario the learner is shown: work still in time, else work overdue, else a pass. */
const RANK: Record<AssignmentStatus, number> = { notStarted: 0, inProgress: 0, pastDue: 1, passed: 2 };

/**
 * One entry per scenario for the learner: assignments made before repeats were refused may set the
 * same scenario twice. The one kept is the first (in the list's order, due date ascending) of the
 * best rank above; the list's order is kept.
 */
export function onePerScenario<T extends { scenarioId: number; status: AssignmentStatus }>(list: readonly T[]): T[] {
  const kept = new Map<number, T>();
  for (const item of list) {
    const current = kept.get(item.scenarioId);
    if (!current || RANK[item.status] < RANK[current.status]) kept.set(item.scenarioId, item);
  }
  const chosen = new Set(kept.values());
  return list.filter((item) => chosen.has(item));
}
