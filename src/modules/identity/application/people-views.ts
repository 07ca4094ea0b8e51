import { createHash } from 'node:crypto';
import type { UserDetail, UserListItem } from '../http/superadmin-users.contracts.ts';
import type { AccountPlan, PersonSummary } from '../domain/people.ports.ts';
import { presenceOf, type User } from '../domain/user.ts';
import type { AuditRecord } from '../domain/ports.ts';
import { changedFields, hasChanges } from '../domain/audit-changes.ts';
import { operatorRecord, type Operator } from './superadmin-actor.ts';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** SPEC §3 "SuperAdmin user list item", its presence by the server's clock (SPEC §4). */
export function userListItem(person: PersonSummary, now: Date): UserListItem {
  return {
    ...person,
    registeredAt: person.registeredAt.toISOString(),
    lastLoginAt: iso(person.lastLoginAt),
    lastHeartbeatAt: iso(person.lastHeartbeatAt),
    presence: presenceOf(person.lastHeartbeatAt, now),
  };
}

export interface UserDetailParts {
  user: User;
  plan: AccountPlan;
  counts: Pick<PersonSummary, 'completedScenarios' | 'incompleteScenarios'>;
  linkedProviders: string[];
}

/** SPEC §3 "User detail/edit" and what the detail page's header and cards show. Never the password hash. */
export function userDetail({ user, plan, counts, linkedProviders }: UserDetailParts, now: Date): UserDetail {
  return {
    ...editableFields(user, plan),
    id: user.id,
    organization: user.organization ? { id: user.organization.id, name: user.organization.name } : null,
    sessionLimit: plan.sessionLimit,
    coachSessionLimit: plan.coachSessionLimit,
    monthlyResetDate: plan.monthlyResetDate.toISOString(),
    registeredAt: user.registeredAt.toISOString(),
    lastLoginAt: iso(user.lastLoginAt),
    lastHeartbeatAt: iso(user.lastHeartbeatAt),
    presence: presenceOf(user.lastHeartbeatAt, now),
    ...counts,
    hasPassword: user.passwordHash !== null,
    linkedProviders,
    editVersion: editVersionOf(user, plan),
  };
}

/**
 * The fields of the edit form, as stored: what the audit trail compares and the edit version hashes.
 * A plan not stored yet has no reset date of its own (the one shown moves with the clock), so it
 * counts as none: reading such an account twice gives the same version, and its first save reads
 * on the trail as the date being set.
 */
export function editableFields(user: User, plan: AccountPlan) {
  return {
    email: user.email,
    role: user.role,
    level: user.level,
    organizationId: user.organization?.id ?? null,
    experiencePoints: user.experiencePoints,
    subscriptionTier: plan.subscriptionTier,
    subscriptionExpiresAt: iso(plan.subscriptionExpiresAt),
    sessionCountThisMonth: plan.sessionCountThisMonth,
    coachSessionCountThisMonth: plan.coachSessionCountThisMonth,
    monthlyResetDate: plan.stored ? iso(plan.monthlyResetDate) : null,
    locale: user.locale,
    emailVerified: user.emailVerified,
    emailVerificationToken: user.emailVerificationToken,
    emailVerificationSentAt: iso(user.emailVerificationSentAt),
    emailVerificationExpiresAt: iso(user.emailVerificationExpiresAt),
    emailVerifiedAt: iso(user.emailVerifiedAt),
    avatar: user.avatar,
    firstName: user.firstName,
    gender: user.gender,
    inviteToken: user.inviteToken,
    invitedAt: iso(user.invitedAt),
    invitedByUserId: user.invitedByUserId,
    registeredAt: user.registeredAt.toISOString(),
    totalSessions: plan.totalSessions,
  };
}

/**
 * A fingerprint of the edit form's fields as stored. The form sends it back, and a save is refused
 * when any field changed in between (a session start raised a counter, another SuperAdmin saved), so
 * a full-form save never writes back values the SuperAdmin did not see.
 */
export function editVersionOf(user: User, plan: AccountPlan): string {
  return createHash('sha256').update(JSON.stringify(editableFields(user, plan))).digest('base64url').slice(0, 22);
}

/**
 * A change of the account's plan as the trail records it (`user.subscription-updated`), whoever made
 * it — the console's change, an operator's grant or revocation; null when nothing shown changed.
 */
export function planChangeRecord(by: Operator, user: User, before: AccountPlan, after: AccountPlan): AuditRecord | null {
  const change = changedFields(editableFields(user, before), editableFields(user, after));
  return hasChanges(change) ? operatorRecord(by, 'user.subscription-updated', user, change) : null;
}
