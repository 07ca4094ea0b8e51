import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { RefreshTokenStore, UserRepository } from '../domain/ports.ts';
import type { User } from '../domain/user.ts';
import { ForcedLogout } from '../identity.events.ts';

/**
 * Signs a user out everywhere: refresh tokens revoked, older access tokens refused by the
 * force-logout check, and open sockets told on whichever process holds them.
 */
@injectable()
export class ForceLogout {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.RefreshTokenStore) private readonly refreshTokens: RefreshTokenStore,
    @inject(PLATFORM.EventBus) private readonly events: EventBus,
  ) {}

  async execute(user: User, reason: string): Promise<void> {
    // Whole seconds, like a token's iat: a token issued in this same second is refused too.
    user.forceLogoutAt = new Date(Math.ceil(Date.now() / 1000) * 1000);
    await this.users.save(user);
    await this.refreshTokens.revokeAllFor(user.id);
    await this.events.publish(ForcedLogout, { userId: user.id, reason });
  }
}
