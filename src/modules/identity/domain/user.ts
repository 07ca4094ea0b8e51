/** A Rapport account. The persistence adapter stores exactly these fields; the plan and usage are billing's. */
export const ROLES = ['User', 'Admin', 'SuperAdmin'] as const;
export type Role = (typeof ROLES)[number];
export type Locale = 'en' | 'ru';

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
  /** When the user joined `organization`; null for memberships older than the record of it. */
  organizationJoinedAt: Date | null;
  registeredAt: Date;
  lastLoginAt: Date | null;
  lastHeartbeatAt: Date | null;
  /** Tokens issued before this moment are no longer honoured… */
  forceLogoutAt: Date | null;
  /** …except those of this sign-in session (the device that changed the password stays signed in). */
  forceLogoutExceptSession: string | null;
}

export type NewUser = Pick<User, 'email' | 'passwordHash' | 'role' | 'locale'>;

export type Presence = 'Never' | 'Online' | 'RecentlyActive' | 'Today' | 'Offline';

/** SPEC §4 "Presence": Online is a heartbeat under this many minutes old (the list and the stats alike). */
export const ONLINE_MINUTES = 5;

/** SPEC §4 "Presence": thresholds of 5, 30 and 1440 minutes since the last heartbeat. */
export function presenceOf(lastHeartbeatAt: Date | null, now: Date): Presence {
  if (!lastHeartbeatAt) return 'Never';
  const minutes = (now.getTime() - lastHeartbeatAt.getTime()) / 60_000;
  if (minutes < ONLINE_MINUTES) return 'Online';
  if (minutes < 30) return 'RecentlyActive';
  if (minutes < 1440) return 'Today';
  return 'Offline';
}

export const MIN_PASSWORD_LENGTH = 6;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
