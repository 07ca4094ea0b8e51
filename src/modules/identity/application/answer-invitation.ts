import { inject, injectable } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import type { InvitationRepository, OrganizationRepository } from '../domain/team.ports.ts';
import { assertOpen, close, type Invitation } from '../domain/invitation.ts';
import { assertMayAnswer, join, type OrganizationRef } from '../domain/team.ts';
import { teamErrors } from '../domain/team.errors.ts';
import type { User } from '../domain/user.ts';
import { hashVerificationToken } from './verification-token.ts';

/**
 * A signed-in person answers an invitation sent to their own address (ADR 0027): the only way an
 * existing account joins an organisation from the web. The invitation and the account are both
 * locked, so the link works once and the answer is all or nothing.
 */
@injectable()
export class AnswerInvitation {
  constructor(
    @inject(IDENTITY.Invitations) private readonly invitations: InvitationRepository,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async accept(userId: number, token: string): Promise<{ success: true; organization: OrganizationRef }> {
    return this.answer(userId, token, async (user, invitation, now) => {
      const organization = await this.organizations.findById(invitation.organizationId);
      if (!organization) throw teamErrors.inviteNotFound();
      join(user, organization, now, invitation);
      await this.users.save(user);
      close(invitation, 'accepted', now, user.id);
      return { success: true as const, organization: { id: organization.id, name: organization.name } };
    });
  }

  async decline(userId: number, token: string): Promise<void> {
    await this.answer(userId, token, async (_user, invitation, now) => close(invitation, 'declined', now));
  }

  private answer<T>(userId: number, token: string, apply: (user: User, invitation: Invitation, now: Date) => Promise<T>): Promise<T> {
    return this.transactions.run(async () => {
      const now = new Date();
      const invitation = await this.invitations.findByTokenHash(hashVerificationToken(token.trim()), true);
      assertOpen(invitation, now);
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UnauthenticatedError('Session invalid.');
      assertMayAnswer(user, invitation);
      const result = await apply(user, invitation, now);
      await this.invitations.save(invitation);
      return result;
    });
  }
}
