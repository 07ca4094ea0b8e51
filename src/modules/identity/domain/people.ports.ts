import type { UserSortColumn } from '../http/superadmin-users.contracts.ts';
import type { OrganizationRef } from './team.ts';
import type { Role } from './user.ts';

/** A row of the SuperAdmin's people list (SPEC §3 "SuperAdmin user list item"), presence aside. */
export interface PersonSummary {
  id: number;
  email: string;
  role: Role;
  organization: OrganizationRef | null;
  registeredAt: Date;
  lastLoginAt: Date | null;
  lastHeartbeatAt: Date | null;
  completedScenarios: number;
  incompleteScenarios: number;
  emailVerified: boolean;
}

export interface PeopleQuery {
  /** Part of the email, already lower-case. */
  search?: string;
  role?: Role;
  organizationId?: number;
  sortBy: UserSortColumn;
  sortDir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export interface PeopleCounts {
  totalUsers: number;
  verifiedEmails: number;
  totalAdmins: number;
  totalSuperAdmins: number;
}

/** The accounts as the people console reads them: 100,000 of them, every read an index's work. */
export interface PeopleDirectory {
  page(query: PeopleQuery): Promise<{ items: PersonSummary[]; total: number }>;
  counts(): Promise<PeopleCounts>;
  /** Accounts whose last heartbeat is after `since` (Online, as presenceOf says, is under 5 minutes ago): how many, and the `limit` most recent. */
  activeSince(since: Date, limit: number): Promise<{ total: number; users: { id: number; email: string }[] }>;
  scenarioCounts(userId: number): Promise<Pick<PersonSummary, 'completedScenarios' | 'incompleteScenarios'>>;
}

/** The plan and this month's counters as a SuperAdmin sees and edits them (SPEC §3 "User detail/edit"). */
export interface AccountPlan {
  subscriptionTier: 'Free' | 'Premium';
  /** Null: no end (Premium), or none to have (Free). */
  subscriptionExpiresAt: Date | null;
  sessionCountThisMonth: number;
  coachSessionCountThisMonth: number;
  sessionLimit: number;
  coachSessionLimit: number;
  /** When this month's counters next start from zero. */
  monthlyResetDate: Date;
  totalSessions: number;
  /**
   * False: no plan is stored for the account yet (it never started a session); the plan shown is
   * the one a first use would create, its reset date a month from whenever it is read.
   */
  stored: boolean;
}

export type PlanChanges = Pick<AccountPlan,
  'subscriptionTier' | 'subscriptionExpiresAt' | 'sessionCountThisMonth' | 'coachSessionCountThisMonth' | 'totalSessions'> & {
  /** Null: the month starts now (SPEC §5 "defaults to now"), so the next reset is a month away. */
  monthlyResetDate: Date | null;
};

export interface PlanChange {
  before: AccountPlan;
  after: AccountPlan;
}

/**
 * Port: the plan and usage of an account, which the billing module owns and binds this for. The
 * changing calls run inside the caller's transaction, the account's billing row locked until it
 * ends; `afterChange` once it has committed.
 */
export interface AccountPlans {
  planOf(userId: number): Promise<AccountPlan>;
  /** Everything the edit form holds, as given. */
  set(userId: number, changes: PlanChanges): Promise<PlanChange>;
  /** Only the tier and its end; leaving Premium starts a fresh Free month, as Premium running out does. */
  setSubscription(userId: number, tier: AccountPlan['subscriptionTier'], expiresAt: Date | null): Promise<PlanChange>;
  /** What follows a committed change (Premium's end scheduled). */
  afterChange(userId: number): Promise<void>;
  /** Accounts on Premium now. */
  countPremium(): Promise<number>;
}
