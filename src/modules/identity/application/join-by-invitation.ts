import { inject, injectable, multiInject, optional } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { EmailVerifiedListener, PasswordHasher, UserRepository } from '../domain/ports.ts';
import type { InvitationRepository, OrganizationRepository } from '../domain/team.ports.ts';
import { assertOpen, close } from '../domain/invitation.ts';
import { join } from '../domain/team.ts';
import { teamErrors } from '../domain/team.errors.ts';
import { EmailTakenError } from '../domain/identity.errors.ts';
import { completeVerification } from '../domain/email-verification.ts';
import type { Locale } from '../domain/user.ts';
import { IssueSession } from './issue-session.ts';
import { hashVerificationToken } from './verification-token.ts';
import type { EmailChangeUndoStore } from '../domain/email-change-undo.ts';

export interface JoinInput {
  token: string;
  password: string;
  locale?: Locale;
  rememberMe: boolean;
}

/**
 * POST /api/auth/accept-invite: a person without an account opens the invitation, sets a password
 * and is signed in as a member. The mail proved the address, so the account starts verified (with
 * the bonus a verification earns, as a verified social sign-in has). Someone who has an account
 * must sign in and accept instead: a password typed here never touches an existing account.
 */
@injectable()
export class JoinByInvitation {
  constructor(
    @inject(IDENTITY.Invitations) private readonly invitations: InvitationRepository,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IssueSession) private readonly issueSession: IssueSession,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(IDENTITY.EmailChangeUndos) private readonly undos: EmailChangeUndoStore,
    @multiInject(IDENTITY.EmailVerifiedListeners) @optional() private readonly listeners: EmailVerifiedListener[] = [],
  ) {}

  async execute(input: JoinInput) {
    const tokenHash = hashVerificationToken(input.token.trim());
    // Checked before the (deliberately slow) hashing, so a junk token costs the server nothing.
    const seen = await this.invitations.findByTokenHash(tokenHash, false);
    assertOpen(seen, new Date());
    if (await this.users.findByEmail(seen.email)) throw teamErrors.accountExists();
    if ((await this.undos.reservedFor(seen.email, new Date())) !== null) throw teamErrors.addressOnHold(); // ADR 0047
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.transactions.run(async () => {
      const now = new Date();
      const invitation = await this.invitations.findByTokenHash(tokenHash, true);
      assertOpen(invitation, now);
      const organization = await this.organizations.findById(invitation.organizationId);
      if (!organization) throw teamErrors.inviteNotFound();
      const user = await this.users.add({ email: invitation.email, passwordHash, role: 'User', locale: input.locale ?? 'en' })
        .catch((e: unknown) => { throw e instanceof EmailTakenError ? teamErrors.accountExists() : e; });
      completeVerification(user, now);
      join(user, organization, now, invitation);
      await this.users.save(user);
      close(invitation, 'accepted', now, user.id);
      await this.invitations.save(invitation);
      for (const listener of this.listeners) await listener.recordVerified(user.id, now);
      return user;
    });
    return this.issueSession.execute(user, input.rememberMe, 'Welcome to the team.');
  }
}
