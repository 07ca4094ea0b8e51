import { inject, injectable } from 'inversify';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { CURRICULUM } from '../curriculum.tokens.ts';
import type { AssignmentRepository } from '../domain/assignment.ports.ts';
import type { AssignmentView } from '../http/assignments.contracts.ts';
import { AssignmentViews } from './assignment-views.ts';

/** The team page: the organisation's assignments with each member's status, due date ascending. */
@injectable()
export class ListTeamAssignments {
  constructor(
    @inject(TeamDirectory) private readonly team: TeamDirectory,
    @inject(CURRICULUM.AssignmentRepository) private readonly assignments: AssignmentRepository,
    @inject(AssignmentViews) private readonly views: AssignmentViews,
  ) {}

  async execute(adminId: number): Promise<AssignmentView[]> {
    const organization = await this.team.organisationOf(adminId);
    const members = await this.team.members(organization.id);
    return this.views.forTeam(await this.assignments.ofOrganization(organization.id), members);
  }
}
