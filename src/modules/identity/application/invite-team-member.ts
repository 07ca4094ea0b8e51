import { inject, injectable } from 'inversify';
import { AppError, ValidationError } from '#src/platform/errors.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { Mailer } from '#src/platform/mail/mailer.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { Throttle, UserRepository } from '../domain/ports.ts';
import type { InvitationRepository, OrganizationRepository } from '../domain/team.ports.ts';
import { linkOf, newInvitation, renew, type Invitation, type InvitationLink } from '../domain/invitation.ts';
import { assertInvitable, invitationLocaleOf, joinRefusalOf } from '../domain/team.ts';
import { teamErrors } from '../domain/team.errors.ts';
import { isTemporaryEmail } from '../domain/temporary-email.ts';
import { normaliseEmail } from '../domain/user.ts';
import { TeamDirectory } from './team-directory.ts';
import { invitationLink, invitationMail } from './invitation-mail.ts';
import { pendingMemberView } from './team-member-view.ts';
import { hashVerificationToken, newVerificationToken } from './verification-token.ts';

/**
 * An Admin invites an address to their organisation (SPEC §4 Team invite). Nobody is moved here:
 * the invitee joins only by accepting (ADR 0027). Re-inviting a pending address resends with a new
 * token. The row is written and committed first, under the organisation's lock (two Admins inviting
 * one address at once make one invitation); if the mail cannot go, nothing of it is kept.
 * Every address outside the team gets the same answer, account or not, in another organisation or
 * an administrator: the Admin learns nothing of strangers. Someone who may not join is told so by
 * the mail and by the page its link opens.
 */
@injectable()
export class InviteTeamMember {
  constructor(
    @inject(TeamDirectory) private readonly directory: TeamDirectory,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
    @inject(IDENTITY.Invitations) private readonly invitations: InvitationRepository,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(adminId: number, rawEmail: string) {
    const { admin, organization } = await this.directory.adminOf(adminId);
    const email = normaliseEmail(rawEmail);
    if (isTemporaryEmail(email, this.settings.temporaryEmailDomain)) {
      throw new ValidationError([{ path: 'body.email', message: 'This address cannot receive mail.' }]);
    }
    await this.throttle.consume('team-invite', String(admin.id));
    const token = newVerificationToken();
    const tokenHash = hashVerificationToken(token);
    const { invitation, previous, refusal } = await this.transactions.run(async () => {
      const org = await this.organizations.findForUpdate(organization.id);
      if (!org) throw teamErrors.noOrganisation();
      const account = await this.users.findByEmail(email);
      assertInvitable(account, org.id);
      const refusal = joinRefusalOf(account, org.id);
      const now = new Date();
      const pending = await this.invitations.findPendingForUpdate(org.id, email);
      if (!pending) return { invitation: await this.invitations.add(newInvitation(org.id, email, admin.id, tokenHash, now)), previous: null, refusal };
      const previous = linkOf(pending);
      renew(pending, tokenHash, admin.id, now);
      await this.invitations.save(pending);
      return { invitation: pending, previous, refusal };
    });
    const link = invitationLink(this.settings.linkBaseUrl, token);
    try {
      await this.mailer.send(invitationMail(email, invitationLocaleOf(organization), { organizationName: organization.name, invitedBy: admin.email, link, refusal }));
    } catch {
      // The mailer has logged why.
      await this.undo(invitation, previous).catch((err: unknown) => this.logger.warn({ err, invitationId: invitation.id }, 'team invite: could not undo an unsent invitation'));
      throw new AppError('EMAIL_SEND_FAILED', 'We could not send the invitation email. Please try again later.');
    }
    return { member: pendingMemberView(invitation), resent: previous !== null };
  }

  /** A new invitation whose mail never went is removed; a resend's earlier link works again. */
  private undo(invitation: Invitation, previous: InvitationLink | null): Promise<void> {
    return this.transactions.run(async () => {
      const current = await this.invitations.findPendingForUpdate(invitation.organizationId, invitation.email);
      if (!current || current.tokenHash !== invitation.tokenHash) return;
      if (!previous) return this.invitations.remove(current.id);
      Object.assign(current, previous);
      await this.invitations.save(current);
    });
  }
}
