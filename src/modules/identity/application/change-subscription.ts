import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AuditTrail, UserRepository } from '../domain/ports.ts';
import type { AccountPlan, AccountPlans } from '../domain/people.ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import { changedFields, hasChanges } from '../domain/audit-changes.ts';
import type { UserDetail } from '../http/superadmin-users.contracts.ts';
import { editableFields } from './people-views.ts';
import { auditRecord, type Actor } from './superadmin-actor.ts';
import { ViewUser } from './view-user.ts';

/**
 * A SuperAdmin changes a user's tier and its end (SPEC §7 PUT /users/{id}/subscription), through
 * billing, with its audit entry in the same transaction; Premium's end is scheduled once committed.
 */
@injectable()
export class ChangeSubscription {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.AccountPlans) private readonly plans: AccountPlans,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(ViewUser) private readonly viewUser: ViewUser,
  ) {}

  async execute(actor: Actor, userId: number, tier: AccountPlan['subscriptionTier'], expiresAt: Date | null): Promise<UserDetail> {
    await this.transactions.run(async () => {
      // The account's row first (then billing's, the order session starts keep): a deletion under way is waited for.
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UserNotFoundError(`with id ${userId}`);
      const plan = await this.plans.setSubscription(userId, tier, expiresAt);
      const change = changedFields(editableFields(user, plan.before), editableFields(user, plan.after));
      if (hasChanges(change)) await this.audit.record(auditRecord(actor, 'user.subscription-updated', user, change));
    });
    await this.plans.afterChange(userId);
    return this.viewUser.execute(userId);
  }
}
