import { inject, injectable } from 'inversify';
import { ValidationError } from '#src/platform/errors.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { CURRICULUM } from '../curriculum.tokens.ts';
import { problemsOf } from '../domain/assignment-rules.ts';
import type { AssignmentRepository } from '../domain/assignment.ports.ts';
import { openRepeats } from '../domain/assignment.ts';
import type { AssignmentView, CreateAssignmentBody } from '../http/assignments.contracts.ts';
import { AssignmentProgress } from './assignment-progress.ts';
import { AssignmentViews } from './assignment-views.ts';

/**
 * An Admin sets a scenario for chosen members of their organisation, or for the whole team. Nobody
 * gets a scenario they already have in an open assignment: it would be listed and counted twice.
 * The check and the addition hold the team's assignments, so two Admins assigning the same scenario
 * at the same instant take turns and the second is told the members have it.
 */
@injectable()
export class CreateAssignment {
  constructor(
    @inject(TeamDirectory) private readonly team: TeamDirectory,
    @inject(CURRICULUM.AssignmentRepository) private readonly assignments: AssignmentRepository,
    @inject(AssignmentProgress) private readonly progress: AssignmentProgress,
    @inject(AssignmentViews) private readonly views: AssignmentViews,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async execute(adminId: number, input: CreateAssignmentBody): Promise<AssignmentView> {
    const organization = await this.team.organisationOf(adminId);
    const members = await this.team.members(organization.id);
    const [today, scenarioExists] = [this.progress.today(), await this.progress.offers(input.scenarioId)];
    const memberIds = [...new Set(input.memberIds)];
    const draft = { scenarioId: input.scenarioId, wholeTeam: memberIds.length === 0, memberIds };
    const created = await this.transactions.run(async () => {
      await this.assignments.holdTeam(organization.id);
      // Only an offered scenario can be assigned, so an open assignment of the same one is offered too.
      const repeats = scenarioExists ? openRepeats(draft, await this.assignments.openOf(organization.id, input.scenarioId, today), members, today) : undefined;
      const problems = problemsOf(input, { today, scenarioExists, teamMemberIds: new Set(members.map((m) => m.userId)), repeats });
      if (problems.length) throw new ValidationError(problems, problems.map((p) => p.message).join(' '));
      return this.assignments.add({
        organizationId: organization.id, scenarioId: input.scenarioId, dueDate: input.dueDate, passScore: input.passScore,
        wholeTeam: draft.wholeTeam, memberIds, createdByUserId: adminId, createdAt: this.progress.now(),
      });
    });
    const [view] = await this.views.forTeam([created], members);
    return view!;
  }
}
