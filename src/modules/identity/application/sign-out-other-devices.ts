import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import { ForceLogout } from './force-logout.ts';

/**
 * The owner ends every other sign-in of their account — a lost phone, a shared computer left signed
 * in with "remember me" — as a password change does, without changing the password. The sign-in
 * asking stays (ADR 0016's kept session).
 */
@injectable()
export class SignOutOtherDevices {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(ForceLogout) private readonly forceLogout: ForceLogout,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async execute(userId: number, sessionId: string | null) {
    await this.transactions.run(async () => {
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UnauthenticatedError('Session invalid.');
      await this.forceLogout.mark(user, sessionId);
    });
    await this.forceLogout.announce(userId, 'signed-out-elsewhere', sessionId);
    return { success: true, message: 'Every other device is signed out.' };
  }
}
