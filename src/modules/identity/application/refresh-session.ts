import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AccessTokens, RefreshTokenStore, UserRepository } from '../domain/ports.ts';
import { RefreshInvalidError } from '../domain/identity.errors.ts';

@injectable()
export class RefreshSession {
  constructor(
    @inject(IDENTITY.RefreshTokenStore) private readonly refreshTokens: RefreshTokenStore,
    @inject(IDENTITY.AccessTokens) private readonly accessTokens: AccessTokens,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async execute(refreshToken: string) {
    const session = await this.renew(refreshToken);
    if (!session) throw new RefreshInvalidError();
    return session;
  }

  /**
   * The access token is made while the rotation holds the account's row, as a sign-in's is: a sign-out
   * everywhere waiting for that row marks its time after this token's, so it refuses the token. Made
   * after the commit, the token could be younger than the sign-out, and outlive it. Null (answered
   * outside the transaction, so a reused token's family stays revoked) when there is nothing to renew.
   */
  private renew(refreshToken: string) {
    return this.transactions.run(async () => {
      const rotated = await this.refreshTokens.rotate(refreshToken);
      const user = rotated && (await this.users.findById(rotated.userId));
      if (!rotated || !user) return null;
      return { token: await this.accessTokens.issue(user, rotated.familyId), refreshToken: rotated.next.token };
    });
  }
}
