import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { AccessTokens, RefreshTokenStore, UsageReader } from '../domain/ports.ts';
import type { User } from '../domain/user.ts';
import { toUserView } from './profile-view.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a successful sign-in or registration answers: SPEC §7 {token, message} plus the profile. */
@injectable()
export class IssueSession {
  constructor(
    @inject(IDENTITY.AccessTokens) private readonly accessTokens: AccessTokens,
    @inject(IDENTITY.RefreshTokenStore) private readonly refreshTokens: RefreshTokenStore,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(IDENTITY.UsageReader) private readonly usage: UsageReader,
  ) {}

  async execute(user: User, rememberMe: boolean, message: string) {
    // One id for this sign-in: its access tokens carry it and its refresh tokens are one family.
    const sessionId = randomUUID();
    const token = await this.accessTokens.issue(user, sessionId);
    // Every sign-in can be renewed, so a practice session outlives one access token. Remember-me
    // decides how long and where: days in localStorage, or hours in the tab's sessionStorage.
    const ttlMs = rememberMe ? this.settings.refreshTokenTtlDays * DAY_MS : this.settings.browserSessionTtlHours * HOUR_MS;
    const refresh = await this.refreshTokens.issue(user.id, ttlMs, sessionId);
    return { token, refreshToken: refresh.token, message, user: toUserView(user, await this.usage.usageOf(user.id), this.settings.temporaryEmailDomain) };
  }
}
