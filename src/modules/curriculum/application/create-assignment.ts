import { inject, injectable } from 'inversify';
import { ValidationError } from '#src/platform/errors.ts';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { CURRICULUM } from '../curriculum.tokens.ts';
import { problemsOf } from '../domain/assignment-rules.ts';
import type { AssignmentRepository } from '../domain/assignment.ports.ts';
import type { AssignmentView, CreateAssignmentBody } from '../http/assignments.contracts.ts';
import { AssignmentProgress } from './assignment-progress.ts';
import { AssignmentViews } from './assignment-views.ts';

/** An Admin sets a scenario for chosen members of their organisation, or for the whole team. */
@injectable()
export class CreateAssignment {
  constructor(
    @inject(TeamDirectory) private readonly team: TeamDirectory,
    @inject(CURRICULUM.AssignmentRepository) private readonly assignments: AssignmentRepository,
    @inject(AssignmentProgress) private readonly progress: AssignmentProgress,
    @inject(AssignmentViews) private readonly views: AssignmentViews,
  ) {}

  async execute(adminId: number, input: CreateAssignmentBody): Promise<AssignmentView> {
    const organization = await this.team.organisationOf(adminId);
    const members = await this.team.members(organization.id);
    const problems = problemsOf(input, {
      today: this.progress.today(),
      scenarioExists: await this.progress.offers(input.scenarioId),
      teamMemberIds: new Set(members.map((m) => m.userId)),
    });
    if (problems.length) throw new ValidationError(problems, problems.map((p) => p.message).join(' '));
    const memberIds = [...new Set(input.memberIds)];
    const created = await this.assignments.add({
      organizationId: organization.id, scenarioId: input.scenarioId, dueDate: input.dueDate, passScore: input.passScore,
      wholeTeam: memberIds.length === 0, memberIds, createdByUserId: adminId, createdAt: this.progress.now(),
    });
    const [view] = await this.views.forTeam([created], members);
    return view!;
  }
}
