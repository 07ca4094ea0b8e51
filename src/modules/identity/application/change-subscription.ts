import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AuditTrail, UserRepository } from '../domain/ports.ts';
import type { AccountPlan, AccountPlans } from '../domain/people.ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import { normaliseEmail } from '../domain/user.ts';
import type { UserDetail } from '../http/superadmin-users.contracts.ts';
import { planChangeRecord } from './people-views.ts';
import type { Actor, Operator } from './superadmin-actor.ts';
import { ViewUser } from './view-user.ts';

type Tier = AccountPlan['subscriptionTier'];

/** What ending Premium found: the plan as it was (Free: nothing was changed) and the user's page now. */
export interface PremiumEnded {
  before: AccountPlan;
  user: UserDetail;
}

/**
 * A SuperAdmin changes a user's tier and its end (SPEC §7 PUT /users/{id}/subscription), through
 * billing, with its audit entry in the same transaction; Premium's end is scheduled once committed.
 * The operator at the CLI ends Premium the same way (`rapport billing revoke`).
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

  async execute(actor: Actor, userId: number, tier: Tier, expiresAt: Date | null): Promise<UserDetail> {
    await this.change({ actorId: actor.id, actorEmail: actor.email, ip: actor.ip }, userId, tier, expiresAt);
    return this.viewUser.execute(userId);
  }

  /**
   * The console's change to Free, for an operator who knows the learner by email: Premium ends now.
   * An account already on Free (or whose Premium has run out) is left exactly as it is: no plan is
   * stored for it and nothing goes on the trail.
   */
  async endPremium(email: string, by: Operator): Promise<PremiumEnded> {
    const found = await this.users.findByEmail(normaliseEmail(email));
    if (!found) throw new UserNotFoundError(`with email ${email}`);
    const before = await this.change(by, found.id, 'Free', null, { onlyFromPremium: true });
    return { before, user: await this.viewUser.execute(found.id) };
  }

  /** The plan as it was when the change took the account's rows. */
  private async change(by: Operator, userId: number, tier: Tier, expiresAt: Date | null, { onlyFromPremium = false } = {}): Promise<AccountPlan> {
    const before = await this.transactions.run(async () => {
      // The account's row first (then billing's, the order session starts keep): a deletion under way is waited for.
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UserNotFoundError(`with id ${userId}`);
      if (onlyFromPremium) {
        const current = await this.plans.planOf(userId);
        if (current.subscriptionTier === 'Free') return current;
      }
      const plan = await this.plans.setSubscription(userId, tier, expiresAt);
      const entry = planChangeRecord(by, user, plan.before, plan.after);
      if (entry) await this.audit.record(entry);
      return plan.before;
    });
    await this.plans.afterChange(userId);
    return before;
  }
}
