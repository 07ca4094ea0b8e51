import type { User } from './user.ts';

/** The plain data a profile is rendered from: safe to keep between requests (no secrets, no ORM state). */
export interface ProfileSnapshot extends Pick<User,
  'id' | 'email' | 'role' | 'avatar' | 'firstName' | 'emailVerified' | 'locale' | 'subscriptionTier' |
  'subscriptionExpiresAt' | 'sessionCountThisMonth' | 'coachSessionCountThisMonth' | 'monthlyResetDate' | 'organization'> {
  hasPassword: boolean;
}

export function snapshotOf(user: User): ProfileSnapshot {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    avatar: user.avatar ?? null,
    firstName: user.firstName ?? null,
    hasPassword: user.passwordHash !== null,
    emailVerified: user.emailVerified,
    locale: user.locale,
    subscriptionTier: user.subscriptionTier,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    sessionCountThisMonth: user.sessionCountThisMonth,
    coachSessionCountThisMonth: user.coachSessionCountThisMonth,
    monthlyResetDate: user.monthlyResetDate,
    organization: user.organization ? { id: user.organization.id, name: user.organization.name } : null,
  };
}
