import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { LinkedAccountRepository, UserRepository } from '../domain/ports.ts';
import { OAuthError } from '../domain/identity.errors.ts';
import { keepsAWayIn, type OAuthProvider } from '../domain/oauth.ts';

/**
 * Removes a provider's link(s) from the signed-in account, unless that would leave the account with
 * no way to sign in: no password and no other link (OAUTH.LAST_SIGN_IN_METHOD). The account row is
 * locked meanwhile, so two unlinks at once cannot each remove "the other" last way in.
 */
@injectable()
export class UnlinkProvider {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.LinkedAccounts) private readonly links: LinkedAccountRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  execute(userId: number, input: { provider: OAuthProvider; id?: number }) {
    return this.transactions.run(async () => {
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UnauthenticatedError('Session invalid.');
      const linked = await this.links.listFor(userId);
      const removing = linked.filter((l) => l.provider === input.provider && (input.id === undefined || l.id === input.id));
      if (removing.length === 0) throw new OAuthError('OAUTH.NOT_LINKED', `No ${input.provider} sign-in is connected to this account.`);
      if (!keepsAWayIn(user.passwordHash !== null, linked.length, removing.length)) {
        throw new OAuthError('OAUTH.LAST_SIGN_IN_METHOD',
          'This is the only way to sign in to this account. Set a password or connect another account first.');
      }
      await this.links.remove(removing.map((l) => l.id));
      const name = removing[0]!.providerDisplayName;
      return { success: true as const, message: `Successfully unlinked ${name} account`, removed: removing.length };
    });
  }
}
