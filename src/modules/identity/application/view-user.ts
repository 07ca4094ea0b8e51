import { inject, injectable } from 'inversify';
import type { Clock } from '#src/platform/clock.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { LinkedAccountRepository, UserRepository } from '../domain/ports.ts';
import type { AccountPlans, PeopleDirectory } from '../domain/people.ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import type { UserDetail } from '../http/superadmin-users.contracts.ts';
import { userDetail } from './people-views.ts';

/** A user's page in the SuperAdmin console (SPEC §2 "User detail"): the account, its plan and usage, its counts. */
@injectable()
export class ViewUser {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.AccountPlans) private readonly plans: AccountPlans,
    @inject(IDENTITY.PeopleDirectory) private readonly directory: PeopleDirectory,
    @inject(IDENTITY.LinkedAccounts) private readonly linked: LinkedAccountRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<UserDetail> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError(`with id ${userId}`);
    const [plan, counts, links] = [await this.plans.planOf(userId), await this.directory.scenarioCounts(userId), await this.linked.listFor(userId)];
    return userDetail({ user, plan, counts, linkedProviders: [...new Set(links.map((l) => l.provider))] }, this.clock.now());
  }
}
