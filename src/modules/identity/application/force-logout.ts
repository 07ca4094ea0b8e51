import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { RefreshTokenStore, UserRepository } from '../domain/ports.ts';
import type { PasswordResetStore } from '../domain/password-reset.ts';
import type { User } from '../domain/user.ts';
import { ForcedLogout } from '../identity.events.ts';

/**
 * Signs a user out everywhere: refresh tokens revoked, older access tokens refused by the
 * force-logout check, password reset links revoked (they would sign back in), and open sockets
 * told on whichever process holds them.
 */
@injectable()
export class ForceLogout {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.RefreshTokenStore) private readonly refreshTokens: RefreshTokenStore,
    @inject(IDENTITY.PasswordResets) private readonly resetLinks: PasswordResetStore,
    @inject(PLATFORM.EventBus) private readonly events: EventBus,
  ) {}

  /** `keepSession`: the sign-in the change came from stays signed in (a password changed by its owner). */
  async execute(user: User, reason: string, keepSession: string | null = null): Promise<void> {
    await this.mark(user, keepSession);
    await this.announce(user.id, reason, keepSession);
  }

  /** The database's part, inside the change's transaction when there is one: it saves the user with it. */
  async mark(user: User, keepSession: string | null = null): Promise<void> {
    const now = new Date();
    user.forceLogoutAt = now;
    user.forceLogoutExceptSession = keepSession;
    await this.users.save(user);
    await this.refreshTokens.revokeAllFor(user.id, keepSession);
    await this.resetLinks.revokeAllFor(user.id, now);
  }

  /** The sockets' part, once the change has committed: a change rolled back signs no one out. */
  announce(userId: number, reason: string, keepSession: string | null = null): Promise<void> {
    return this.events.publish(ForcedLogout, { userId, reason, exceptSession: keepSession });
  }
}
