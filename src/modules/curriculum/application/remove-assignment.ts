import { inject, injectable } from 'inversify';
import { TeamDirectory } from '#src/modules/identity/index.ts';
import { CURRICULUM } from '../curriculum.tokens.ts';
import type { AssignmentRepository } from '../domain/assignment.ports.ts';
import { AssignmentNotFoundError } from '../domain/curriculum.errors.ts';

/** An Admin withdraws one of their organisation's assignments; the sessions played for it stay the learners'. */
@injectable()
export class RemoveAssignment {
  constructor(
    @inject(TeamDirectory) private readonly team: TeamDirectory,
    @inject(CURRICULUM.AssignmentRepository) private readonly assignments: AssignmentRepository,
  ) {}

  async execute(adminId: number, assignmentId: number): Promise<void> {
    const organization = await this.team.organisationOf(adminId);
    if (!(await this.assignments.remove(organization.id, assignmentId))) throw new AssignmentNotFoundError();
  }
}
