import { inject, injectable } from 'inversify';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { CURRICULUM } from '../curriculum.tokens.ts';
import { assigneesOf, onePerScenario } from '../domain/assignment.ts';
import type { AssignmentRepository } from '../domain/assignment.ports.ts';
import type { MyAssignment } from '../http/assignments.contracts.ts';
import { AssignmentViews } from './assignment-views.ts';

/**
 * A member's own assignments, from the organisation they belong to now: someone who left the team
 * sees none of its work, someone who joined sees its whole-team assignments.
 */
@injectable()
export class ListMyAssignments {
  constructor(
    @inject(TeamDirectory) private readonly team: TeamDirectory,
    @inject(CURRICULUM.AssignmentRepository) private readonly assignments: AssignmentRepository,
    @inject(AssignmentViews) private readonly views: AssignmentViews,
  ) {}

  /** `role`: the account's current role, which decides whether whole-team work is theirs (it is a learner's). */
  async execute(user: { id: number; role: string }): Promise<MyAssignment[]> {
    const organization = await this.team.teamOf(user.id);
    if (!organization) return [];
    const me = [{ userId: user.id, role: user.role }];
    const mine = (await this.assignments.naming(organization.id, user.id)).filter((a) => assigneesOf(a, me).length > 0);
    // A scenario set twice (before repeats were refused) is one piece of work: listed and counted once.
    return onePerScenario(await this.views.forMember(mine, user.id, organization.joinedAt));
  }
}
