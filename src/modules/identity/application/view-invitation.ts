import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import type { InvitationRepository, OrganizationRepository } from '../domain/team.ports.ts';
import { assertOpen } from '../domain/invitation.ts';
import { joinRefusalOf } from '../domain/team.ts';
import { teamErrors } from '../domain/team.errors.ts';
import type { InvitationView } from '../http/team.contracts.ts';
import { hashVerificationToken } from './verification-token.ts';
import type { EmailChangeUndoStore } from '../domain/email-change-undo.ts';

/**
 * What the invitation page shows before anyone answers (public: the token is the proof). Changes
 * nothing. Whether the address's account may join is told here, to whoever holds the mailed link,
 * and never to the inviting Admin.
 */
@injectable()
export class ViewInvitation {
  constructor(
    @inject(IDENTITY.Invitations) private readonly invitations: InvitationRepository,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.EmailChangeUndos) private readonly undos: EmailChangeUndoStore,
  ) {}

  async execute(token: string): Promise<InvitationView> {
    const invitation = await this.invitations.findByTokenHash(hashVerificationToken(token.trim()), false);
    assertOpen(invitation, new Date());
    const organization = await this.organizations.findById(invitation.organizationId);
    if (!organization) throw teamErrors.inviteNotFound();
    const inviter = invitation.invitedByUserId === null ? null : await this.users.findById(invitation.invitedByUserId);
    const account = await this.users.findByEmail(invitation.email);
    return {
      email: invitation.email,
      organizationName: organization.name,
      invitedBy: inviter?.email ?? organization.name,
      existingAccount: account !== null,
      // An address an account left this week is held for it (ADR 0047): nobody signs up there yet.
      refusal: !account && (await this.undos.reservedFor(invitation.email, new Date())) !== null ? 'TEAM.ADDRESS_ON_HOLD' : joinRefusalOf(account, organization.id),
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }
}
