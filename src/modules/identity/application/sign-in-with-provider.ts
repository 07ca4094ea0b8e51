import { inject, injectable, multiInject, optional } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { isEmailAddress } from '#src/shared/email.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { EmailVerifiedListener, LinkedAccountRepository, LoginAttemptLog, RequestOrigin, Throttle, UserRepository } from '../domain/ports.ts';
import { EmailTakenError, OAuthError } from '../domain/identity.errors.ts';
import type { OAuthProvider, ProviderIdentity } from '../domain/oauth.ts';
import { isTemporaryEmail, temporaryEmailFor } from '../domain/temporary-email.ts';
import { addressOf } from '../domain/address-key.ts';
import { normaliseEmail, type Locale, type User } from '../domain/user.ts';
import { IssueSession } from './issue-session.ts';
import { ProviderTokens } from './provider-tokens.ts';
import type { EmailChangeUndoStore } from '../domain/email-change-undo.ts';

export interface ProviderSignIn {
  provider: OAuthProvider;
  accessToken: string;
  rememberMe: boolean;
  locale?: Locale;
}

/**
 * Signs in with a provider's token (SPEC §7 OAuth; ADR 0023). The provider says who the person is;
 * the account is the one tied to that (provider, subject). A new identity makes a new account, never
 * silently opens an existing one: if its email is an account's already, the owner must sign in and
 * link it from Settings (OAUTH.ACCOUNT_EXISTS), and an email the provider has not verified never
 * opens anything (OAUTH.EMAIL_NOT_VERIFIED), nor becomes a new account's address (it gets a temporary one).
 */
@injectable()
export class SignInWithProvider {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.LinkedAccounts) private readonly links: LinkedAccountRepository,
    @inject(IDENTITY.LoginAttemptLog) private readonly attempts: LoginAttemptLog,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(ProviderTokens) private readonly providerTokens: ProviderTokens,
    @inject(IssueSession) private readonly issueSession: IssueSession,
    @inject(IDENTITY.EmailChangeUndos) private readonly undos: EmailChangeUndoStore,
    @multiInject(IDENTITY.EmailVerifiedListeners) @optional() private readonly listeners: EmailVerifiedListener[] = [],
  ) {}

  async execute(input: ProviderSignIn, origin: RequestOrigin) {
    await this.throttle.consume('oauth', addressOf(origin));
    const identity = await this.providerTokens.identify(input.provider, input.accessToken);
    // Once more when the link went between finding it and signing in: the account as it is now decides.
    const { user, created, session } = (await this.signIn(identity, input)) ?? (await this.signIn(identity, input)) ?? unlinkedMeanwhile(identity);
    await this.attempts.record({ email: user.email, userId: user.id, ...origin, success: true });
    return {
      success: true as const,
      ...session,
      userId: user.id,
      emailVerified: user.emailVerified,
      isNewUser: created,
      temporaryEmail: session.user.temporaryEmail,
    };
  }

  /**
   * The session, made under the account's row lock while the identity is still linked to it; null when
   * the link went meanwhile: "it was not me" disconnects every link in the lock, with a sign-out a
   * session made before it is part of, and one made after it must not outlive.
   */
  private async signIn(identity: ProviderIdentity, input: ProviderSignIn) {
    const { user, created } = await this.accountFor(identity, input.locale);
    return this.transactions.run(async () => {
      const current = await this.users.findForUpdate(user.id);
      const link = current && (await this.links.findByIdentity(identity.provider, identity.subject));
      if (!current || link?.userId !== current.id) return null;
      current.lastLoginAt = new Date();
      if (input.locale) current.locale = input.locale;
      await this.users.save(current);
      const session = await this.issueSession.execute(current, input.rememberMe, created ? 'Registration successful.' : 'Login successful.');
      return { user: current, created, session };
    });
  }

  private async accountFor(identity: ProviderIdentity, locale: Locale | undefined): Promise<{ user: User; created: boolean }> {
    const existing = await this.linkedUser(identity);
    if (existing) return { user: existing, created: false };
    const email = this.realEmailOf(identity);
    if (email && (await this.users.findByEmail(email))) return this.madeMeanwhile(identity);
    // An address an account left this week stays that account's (ADR 0047): a provider's word that
    // the asker owns it opens no second account there, or the owner's undo link would stop working.
    if (email && identity.emailVerified && (await this.undos.reservedFor(email, new Date())) !== null) throw addressOnHold(identity);
    try {
      // Only an address the provider has verified becomes the account's: an unverified one would
      // keep its real owner out (their sign-up refused as taken) and hand them an account another made.
      return { user: await this.create(identity, identity.emailVerified ? email : null, email, locale), created: true };
    } catch (error) {
      const lostRace = error instanceof EmailTakenError || (error instanceof OAuthError && error.code === 'OAUTH.ALREADY_LINKED');
      if (!lostRace) throw error;
      return this.madeMeanwhile(identity);
    }
  }

  /**
   * The address (or the link) is taken. If the same identity's other sign-in made the account since
   * this one looked for its link — account and link commit together, so the link is there now — this
   * sign-in opens it too; anyone else's account is refused.
   */
  private async madeMeanwhile(identity: ProviderIdentity): Promise<{ user: User; created: false }> {
    const winner = await this.linkedUser(identity);
    if (winner) return { user: winner, created: false };
    throw identity.emailVerified ? await this.accountExists(identity) : emailNotVerified(identity);
  }

  /**
   * The address's account is refused to this identity, with the ways that account signs in, so the
   * learner is told how to get in (a password, or which provider). That says nothing new: the
   * provider vouches that the asker owns the address, who could reset the password through it anyway.
   */
  private async accountExists(identity: ProviderIdentity): Promise<OAuthError> {
    const email = this.realEmailOf(identity);
    const holder = email ? await this.users.findByEmail(email) : null;
    const providers = holder ? [...new Set((await this.links.listFor(holder.id)).map((link) => link.providerDisplayName))] : [];
    const signInWith = holder ? { password: holder.passwordHash !== null, providers } : null;
    return new OAuthError('OAUTH.ACCOUNT_EXISTS',
      `An account with this email already exists. Sign in to it the way you usually do, then connect ${identity.displayName} in Settings.`,
      { provider: identity.provider, providerDisplayName: identity.displayName, ...(signInWith ? { signInWith } : {}) });
  }

  /** The account the identity is tied to; a link left by a deleted account is dropped. */
  private async linkedUser(identity: ProviderIdentity): Promise<User | null> {
    const link = await this.links.findByIdentity(identity.provider, identity.subject);
    if (!link) return null;
    const user = await this.users.findById(link.userId);
    if (!user) {
      await this.links.remove([link.id]);
      return null;
    }
    await this.links.touch(link.id, new Date(), this.realEmailOf(identity));
    return user;
  }

  /** The provider's address when it is a usable one of someone's own (not malformed, not in our temporary domain). */
  private realEmailOf(identity: ProviderIdentity): string | null {
    const email = identity.email ? normaliseEmail(identity.email) : '';
    return email && isEmailAddress(email) && !isTemporaryEmail(email, this.settings.temporaryEmailDomain) ? email : null;
  }

  /** The account and its link in one transaction: an account no identity opens must not be left behind. */
  private create(identity: ProviderIdentity, email: string | null, providerEmail: string | null, locale: Locale | undefined): Promise<User> {
    return this.transactions.run(async () => {
      const user = await this.users.add({
        email: email ?? temporaryEmailFor(identity, this.settings.temporaryEmailDomain),
        passwordHash: null,
        role: 'User',
        locale: locale ?? 'en',
      });
      const now = new Date();
      user.emailVerified = email !== null;
      user.emailVerifiedAt = user.emailVerified ? now : null;
      user.firstName = identity.firstName;
      await this.users.save(user);
      // This sign-in uses the link it makes: Settings must not call it unused.
      await this.links.add({
        userId: user.id, provider: identity.provider, subject: identity.subject, providerDisplayName: identity.displayName,
        providerEmail, button: identity.button, lastUsedAt: now,
      });
      // A verified address counts as verifying it here would: the same bonus, once (billing listens).
      if (user.emailVerified) for (const listener of this.listeners) await listener.recordVerified(user.id, now);
      return user;
    });
  }
}

/** The provider's address left an account this week and is held for it: the web says to use the link mailed there. */
function addressOnHold(identity: ProviderIdentity): OAuthError {
  return new OAuthError('OAUTH.ACCOUNT_EXISTS',
    'This address left a Rapport account within the past week and is held for it. If it is yours, use the "It was not me" link in the email sent to it.',
    { provider: identity.provider, providerDisplayName: identity.displayName, addressOnHold: true });
}

function emailNotVerified(identity: ProviderIdentity): OAuthError {
  return new OAuthError('OAUTH.EMAIL_NOT_VERIFIED', `${identity.displayName} has not verified this email address, so it cannot open an existing account.`,
    { provider: identity.provider, providerDisplayName: identity.displayName });
}

/** The link went twice while signing in: a fresh try reads the account as it is then. */
function unlinkedMeanwhile(identity: ProviderIdentity): never {
  throw new OAuthError('OAUTH.NOT_LINKED', `This ${identity.displayName} sign-in was disconnected while it was being made. Please try again.`,
    { provider: identity.provider, providerDisplayName: identity.displayName });
}
