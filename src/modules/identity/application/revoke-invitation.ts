import { inject, injectable } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { InvitationRepository } from '../domain/team.ports.ts';
import { close } from '../domain/invitation.ts';
import { teamErrors } from '../domain/team.errors.ts';
import { TeamDirectory } from './team-directory.ts';

/** An Admin takes back a pending invitation of their own team: its link stops working at once. */
@injectable()
export class RevokeInvitation {
  constructor(
    @inject(TeamDirectory) private readonly directory: TeamDirectory,
    @inject(IDENTITY.Invitations) private readonly invitations: InvitationRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async execute(adminId: number, invitationId: number): Promise<void> {
    const { organization } = await this.directory.adminOf(adminId);
    await this.transactions.run(async () => {
      const invitation = await this.invitations.findInOrganizationForUpdate(organization.id, invitationId);
      // Another organisation's invitation, an answered one or none at all: the same answer.
      if (invitation?.status !== 'pending') throw teamErrors.invitationNotFound();
      close(invitation, 'revoked', new Date());
      await this.invitations.save(invitation);
    });
  }
}
