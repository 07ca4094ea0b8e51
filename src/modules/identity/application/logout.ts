import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { RefreshTokenStore } from '../domain/ports.ts';

/** Ends this device's sign-in. The access token itself lapses within its short lifetime. */
@injectable()
export class Logout {
  constructor(@inject(IDENTITY.RefreshTokenStore) private readonly refreshTokens: RefreshTokenStore) {}

  async execute(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.refreshTokens.revokeFamilyOf(refreshToken);
  }
}
