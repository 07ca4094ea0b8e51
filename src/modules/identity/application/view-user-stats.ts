import { inject, injectable } from 'inversify';
import type { Clock } from '#src/platform/clock.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AccountPlans, PeopleDirectory } from '../domain/people.ports.ts';
import type { UserStats } from '../http/superadmin-users.contracts.ts';
import { ONLINE_MINUTES } from '../domain/user.ts';

/** The online list shows the most recent ones; `activeUsers` counts them all. */
export const ONLINE_LIST_LIMIT = 100;

/** The stats cards above the people list (SPEC §3 "User stats"). */
@injectable()
export class ViewUserStats {
  constructor(
    @inject(IDENTITY.PeopleDirectory) private readonly directory: PeopleDirectory,
    @inject(IDENTITY.AccountPlans) private readonly plans: AccountPlans,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<UserStats> {
    const counts = await this.directory.counts();
    const online = await this.directory.activeSince(new Date(this.clock.now().getTime() - ONLINE_MINUTES * 60_000), ONLINE_LIST_LIMIT);
    return {
      activeUsers: online.total,
      activeUserEmails: online.users,
      totalUsers: counts.totalUsers,
      verifiedEmails: counts.verifiedEmails,
      unverifiedEmails: counts.totalUsers - counts.verifiedEmails,
      totalAdmins: counts.totalAdmins,
      totalSuperAdmins: counts.totalSuperAdmins,
      totalPremiumUsers: await this.plans.countPremium(),
    };
  }
}
