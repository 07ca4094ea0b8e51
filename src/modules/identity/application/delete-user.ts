import { inject, injectable, multiInject, optional } from 'inversify';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AuditTrail, PersonalDataEraser, UserRepository } from '../domain/ports.ts';
import { cannotDeleteSelf, lastSuperAdmin, UserNotFoundError } from '../domain/identity.errors.ts';
import { normaliseEmail, type User } from '../domain/user.ts';
import { ForcedLogout } from '../identity.events.ts';

/** Who deletes: a SuperAdmin in the console, or the operator at the CLI (no id, 'cli'). */
import { operatorRecord, type Operator } from './superadmin-actor.ts';

/**
 * A SuperAdmin or an operator deletes an account (SPEC §5, ADR 0030). One transaction: every module
 * erases or anonymises what it keeps about the user, then the row goes and the audit trail records
 * who did it; a failure anywhere leaves everything as it was. Only after the commit are the user's
 * sockets told, on every process; their tokens already find no account (ADR 0016).
 */
@injectable()
export class DeleteUser {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PLATFORM.EventBus) private readonly events: EventBus,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @multiInject(IDENTITY.PersonalDataErasers) @optional() private readonly erasers: PersonalDataEraser[] = [],
    // Bound by the security module; a composition without it deletes without a trail.
    @inject(IDENTITY.AuditTrail) @optional() private readonly audit?: AuditTrail,
  ) {}

  async execute(userId: number, by: Operator): Promise<User> {
    const deleted = await this.transactions.run(async () => {
      // The SuperAdmins first, in id order, then the account: concurrent deletions lock in one order.
      const superAdmins = await this.users.lockRole('SuperAdmin');
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UserNotFoundError(`with id ${userId}`);
      if (by.actorId === user.id) throw cannotDeleteSelf();
      if (user.role === 'SuperAdmin' && superAdmins.length <= 1) throw lastSuperAdmin();
      for (const eraser of this.erasers) await eraser.eraseUser(user.id);
      await this.users.remove(user.id);
      await this.audit?.record(operatorRecord(by, 'user.deleted', user, {
        before: { email: user.email, role: user.role, organization: user.organization?.name ?? null }, after: {},
      }));
      return user;
    });
    // The account is gone whatever happens here: its tokens already fail, and a socket left open is refused at its next call.
    await this.events.publish(ForcedLogout, { userId: deleted.id, reason: 'account-deleted', exceptSession: null })
      .catch((err: unknown) => this.logger.warn({ err, userId: deleted.id }, 'could not tell the deleted user\'s sockets'));
    return deleted;
  }

  /** The CLI names the account by its email. */
  async byEmail(email: string, by: Operator): Promise<User> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user) throw new UserNotFoundError(`with email ${email}`);
    return this.execute(user.id, by);
  }
}
