import { inject, injectable } from 'inversify';
import type { TeamMemberRecord } from '#src/modules/identity/index.ts';
import { REMOVED_SCENARIO } from '#src/modules/practice/index.ts';
import { assigneesOf, countByStatus, standingOf, type Assignment } from '../domain/assignment.ts';
import type { AssignmentView, MyAssignment } from '../http/assignments.contracts.ts';
import { AssignmentProgress, type ScenarioNames } from './assignment-progress.ts';

/** A scenario deleted from the catalogue still has an assignment to show (and remove), named as results name it. */
const namesOf = (names: Map<number, ScenarioNames>, scenarioId: number): ScenarioNames =>
  names.get(scenarioId) ?? REMOVED_SCENARIO;

const common = (a: Assignment, names: Map<number, ScenarioNames>) => {
  const { name, name_ru } = namesOf(names, a.scenarioId);
  return { id: a.id, scenarioId: a.scenarioId, scenarioName: name, scenarioName_ru: name_ru, dueDate: a.dueDate, passScore: a.passScore };
};

/** Assignments with where each member stands, from one read of the team's sessions and results. */
@injectable()
export class AssignmentViews {
  constructor(@inject(AssignmentProgress) private readonly progress: AssignmentProgress) {}

  /** For the team page: each assignment with the team's current members it is for, by email. */
  async forTeam(assignments: readonly Assignment[], members: readonly TeamMemberRecord[]): Promise<AssignmentView[]> {
    const assignees = new Map(assignments.map((a) => [a.id, assigneesOf(a, members).sort((x, y) => x.email.localeCompare(y.email))]));
    const userIds = [...new Set([...assignees.values()].flat().map((m) => m.userId))];
    const attempts = await this.progress.attempts(userIds, assignments);
    const [names, offered, today] = [await this.progress.scenarioNames(), await this.progress.offered(), this.progress.today()];
    return assignments.map((a) => {
      const rows = (assignees.get(a.id) ?? []).map((m) => {
        const standing = standingOf(a, attempts.get(m.userId) ?? [], today, m.joinedAt);
        return { userId: m.userId, email: m.email, status: standing.status, bestScore: standing.bestScore,
          lastActivityAt: standing.lastActivityAt?.toISOString() ?? null };
      });
      return { ...common(a, names), available: offered.has(a.scenarioId), wholeTeam: a.wholeTeam, createdAt: a.createdAt.toISOString(),
        counts: countByStatus(rows.map((r) => r.status)), members: rows };
    });
  }

  /** For the member themselves, counted as their Admin sees it: since `joinedAt`, their joining the team. */
  async forMember(assignments: readonly Assignment[], userId: number, joinedAt: Date | null): Promise<MyAssignment[]> {
    const attempts = (await this.progress.attempts([userId], assignments)).get(userId) ?? [];
    const [names, offered, today] = [await this.progress.scenarioNames(), await this.progress.offered(), this.progress.today()];
    return assignments.map((a) => {
      const { status, bestScore, openSessionId } = standingOf(a, attempts, today, joinedAt);
      return { ...common(a, names), status, bestScore, available: offered.has(a.scenarioId), sessionId: openSessionId };
    });
  }
}
