import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { AccessTokens, RefreshTokenStore, UserRepository } from '../domain/ports.ts';
import { RefreshInvalidError } from '../domain/identity.errors.ts';

@injectable()
export class RefreshSession {
  constructor(
    @inject(IDENTITY.RefreshTokenStore) private readonly refreshTokens: RefreshTokenStore,
    @inject(IDENTITY.AccessTokens) private readonly accessTokens: AccessTokens,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
  ) {}

  async execute(refreshToken: string) {
    const rotated = await this.refreshTokens.rotate(refreshToken);
    if (!rotated) throw new RefreshInvalidError();
    const user = await this.users.findById(rotated.userId);
    if (!user) throw new RefreshInvalidError();
    return { token: await this.accessTokens.issue(user, rotated.familyId), refreshToken: rotated.next.token };
  }
}
