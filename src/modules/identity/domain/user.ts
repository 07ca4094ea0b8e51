import { CoachLimitReachedError, SessionLimitReachedError } from './identity.errors.ts';

/** A Rapport account. The persistence adapter stores exactly these fields. */
export const ROLES = ['User', 'Admin', 'SuperAdmin'] as const;
export type Role = (typeof ROLES)[number];
export type Locale = 'en' | 'ru';
export type SubscriptionTier = 'Free' | 'Premium';

export interface Organization {
  id: number;
  name: string;
}

export interface User {
  id: number;
  email: string;
  passwordHash: string | null;
  role: Role;
  level: string | null;
  experiencePoints: number;
  locale: Locale;
  subscriptionTier: SubscriptionTier;
  subscriptionExpiresAt: Date | null;
  sessionCountThisMonth: number;
  coachSessionCountThisMonth: number;
  monthlyResetDate: Date;
  totalSessions: number;
  emailVerified: boolean;
  emailVerificationToken: string | null;
  emailVerificationSentAt: Date | null;
  emailVerificationExpiresAt: Date | null;
  emailVerifiedAt: Date | null;
  avatar: string | null;
  firstName: string | null;
  gender: string | null;
  inviteToken: string | null;
  invitedAt: Date | null;
  invitedByUserId: number | null;
  organization: Organization | null;
  registeredAt: Date;
  lastLoginAt: Date | null;
  lastHeartbeatAt: Date | null;
  /** Tokens issued before this moment are no longer honoured… */
  forceLogoutAt: Date | null;
  /** …except those of this sign-in session (the device that changed the password stays signed in). */
  forceLogoutExceptSession: string | null;
}

export type NewUser = Pick<User, 'email' | 'passwordHash' | 'role' | 'locale'>;

export const UNLIMITED = 2_147_483_647;

export interface FreeTierLimits {
  sessions: number;
  coachSessions: number;
}

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export function hasPremium(user: Pick<User, 'subscriptionTier' | 'subscriptionExpiresAt'>, now: Date): boolean {
  return user.subscriptionTier === 'Premium' && (!user.subscriptionExpiresAt || user.subscriptionExpiresAt > now);
}

/** Monthly usage as the user sees it; counters past their reset date read as zero. */
export function usageOf(
  user: Pick<User, 'subscriptionTier' | 'subscriptionExpiresAt' | 'monthlyResetDate' | 'sessionCountThisMonth' | 'coachSessionCountThisMonth'>,
  limits: FreeTierLimits, now: Date) {
  const premium = hasPremium(user, now);
  const expired = user.monthlyResetDate <= now;
  let resetDate = user.monthlyResetDate;
  while (resetDate <= now) resetDate = addMonths(resetDate, 1);
  return {
    sessionCount: expired ? 0 : user.sessionCountThisMonth,
    sessionLimit: premium ? UNLIMITED : limits.sessions,
    coachSessionCount: expired ? 0 : user.coachSessionCountThisMonth,
    coachSessionLimit: premium ? UNLIMITED : limits.coachSessions,
    subscriptionTier: premium ? 'Premium' : 'Free',
    monthlyResetDate: resetDate.toISOString(),
    subscriptionExpiresAt: user.subscriptionExpiresAt?.toISOString() ?? null,
  };
}

export type Presence = 'Never' | 'Online' | 'RecentlyActive' | 'Today' | 'Offline';

/** SPEC §4 "Presence": thresholds of 5, 30 and 1440 minutes since the last heartbeat. */
export function presenceOf(lastHeartbeatAt: Date | null, now: Date): Presence {
  if (!lastHeartbeatAt) return 'Never';
  const minutes = (now.getTime() - lastHeartbeatAt.getTime()) / 60_000;
  if (minutes < 5) return 'Online';
  if (minutes < 30) return 'RecentlyActive';
  if (minutes < 1440) return 'Today';
  return 'Offline';
}

export const MIN_PASSWORD_LENGTH = 6;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Counts a new practice session (and/or a coached one) against the month's allowance, rolling the
 * counters over first when the reset date has passed. Throws when a limit is reached; the caller
 * holds the user's row locked, so two starts at the limit cannot both pass.
 */
export function consumeUsage(user: User, limits: FreeTierLimits, now: Date, wants: { session: boolean; coach: boolean }): void {
  const usage = usageOf(user, limits, now);
  if (wants.session && usage.sessionCount >= usage.sessionLimit) throw new SessionLimitReachedError();
  if (wants.coach && usage.coachSessionCount >= usage.coachSessionLimit) throw new CoachLimitReachedError();
  if (user.monthlyResetDate <= now) {
    user.sessionCountThisMonth = 0;
    user.coachSessionCountThisMonth = 0;
    user.monthlyResetDate = new Date(usage.monthlyResetDate);
  }
  if (wants.session) {
    user.sessionCountThisMonth++;
    user.totalSessions++;
  }
  if (wants.coach) user.coachSessionCountThisMonth++;
}
