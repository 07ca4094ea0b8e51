import type { IdentitySettings } from '../identity.tokens.ts';
import { usageOf, type User } from '../domain/user.ts';

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

/** The profile a user sees of themselves (GET /api/auth/me). Usage is computed at `now`, never cached. */
export function toUserView(user: User | ProfileSnapshot, settings: IdentitySettings, now: Date) {
  const s = 'hasPassword' in user ? user : snapshotOf(user);
  return {
    id: s.id,
    email: s.email,
    role: s.role,
    avatar: s.avatar,
    firstName: s.firstName,
    hasPassword: s.hasPassword,
    emailVerified: s.emailVerified,
    locale: s.locale,
    organization: s.organization,
    usage: usageOf(s, settings.freeTier, now),
  };
}
