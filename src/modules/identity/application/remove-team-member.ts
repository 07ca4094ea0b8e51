import { inject, injectable } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import { assertRemovable, leave } from '../domain/team.ts';
import { TeamDirectory } from './team-directory.ts';

/**
 * An Admin removes a member from their own team (SPEC §2): the account and its history stay the
 * member's; only the membership ends. Saving the user evicts its cached profile here and, through
 * UsersChanged, in every process, so the next /api/auth/me shows no organisation. Sign-ins stay.
 */
@injectable()
export class RemoveTeamMember {
  constructor(
    @inject(TeamDirectory) private readonly directory: TeamDirectory,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async execute(adminId: number, memberId: number): Promise<void> {
    const { organization } = await this.directory.adminOf(adminId);
    await this.transactions.run(async () => {
      const member = await this.users.findForUpdate(memberId);
      assertRemovable(member, organization.id);
      leave(member);
      await this.users.save(member);
    });
  }
}
