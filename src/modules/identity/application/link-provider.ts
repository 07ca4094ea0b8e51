import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { LinkedAccountRepository, RequestOrigin, Throttle, UserRepository } from '../domain/ports.ts';
import { accountEmailUnverified, OAuthError } from '../domain/identity.errors.ts';
import type { OAuthProvider } from '../domain/oauth.ts';
import { addressOf } from '../domain/address-key.ts';
import { normaliseEmail } from '../domain/user.ts';
import { toLinkedAccountView } from './linked-account-view.ts';
import { ProviderTokens } from './provider-tokens.ts';

/**
 * The signed-in owner ties a provider identity to their account (SPEC §4 Login callback, link mode),
 * proving both: their session, and the provider's token. An identity tied to another account stays
 * there (OAUTH.ALREADY_LINKED); one whose email is this account's but unverified by its provider is
 * refused (OAUTH.EMAIL_NOT_VERIFIED), as the issue asks of every identity matched by email. The
 * account's own address must be verified first (OAUTH.ACCOUNT_EMAIL_UNVERIFIED, ADR 0042): whoever
 * registered an address they do not own must not leave a way in behind for when its owner takes it back.
 */
@injectable()
export class LinkProvider {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.LinkedAccounts) private readonly links: LinkedAccountRepository,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
    @inject(ProviderTokens) private readonly providerTokens: ProviderTokens,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async execute(userId: number, input: { provider: OAuthProvider; accessToken: string }, origin: RequestOrigin) {
    await this.throttle.consume('oauth', addressOf(origin));
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthenticatedError('Session invalid.');
    // Before the provider is asked: nothing is linked to an address nobody has proven.
    if (!user.emailVerified) throw accountEmailUnverified();
    const identity = await this.providerTokens.identify(input.provider, input.accessToken);
    const email = identity.email ? normaliseEmail(identity.email) : null;

    const existing = await this.links.findByIdentity(identity.provider, identity.subject);
    if (existing && existing.userId !== userId) {
      throw new OAuthError('OAUTH.ALREADY_LINKED', `This ${identity.displayName} account is already connected to another account.`);
    }
    if (existing) {
      return { success: true as const, message: `${identity.displayName} is already connected.`, account: toLinkedAccountView(existing) };
    }
    if (email === user.email && !identity.emailVerified) {
      throw new OAuthError('OAUTH.EMAIL_NOT_VERIFIED', `${identity.displayName} has not verified this email address, so it cannot be connected.`);
    }
    // Under the account's lock: an address changed (so unverified) while the provider answered links nothing.
    const link = await this.transactions.run(async () => {
      const locked = await this.users.findForUpdate(userId);
      if (!locked) throw new UnauthenticatedError('Session invalid.');
      if (!locked.emailVerified) throw accountEmailUnverified();
      return this.links.add({
        userId, provider: identity.provider, subject: identity.subject, providerDisplayName: identity.displayName, providerEmail: email,
        button: identity.button,
      });
    });
    return { success: true as const, message: `Successfully linked ${identity.displayName} account`, account: toLinkedAccountView(link) };
  }
}
