import type { User } from './user.ts';

/** The plain data a profile is rendered from: safe to keep between requests (no secrets, no ORM state). */
export interface ProfileSnapshot extends Pick<User,
  'id' | 'email' | 'role' | 'avatar' | 'firstName' | 'emailVerified' | 'locale' | 'organization' | 'forceLogoutAt' |
  'forceLogoutExceptSession'> {
  hasPassword: boolean;
}

/**
 * Whether the account still honours a token: one issued before the account's last sign-out
 * everywhere (a role or password change, a forced logout) is refused, except the session the
 * change came from. A deleted account has no profile, and honours nothing.
 */
export function honoursToken(profile: Pick<ProfileSnapshot, 'forceLogoutAt' | 'forceLogoutExceptSession'>,
  token: { issuedAt: number; sessionId: string | null }): boolean {
  if (!profile.forceLogoutAt || profile.forceLogoutAt.getTime() <= token.issuedAt) return true;
  return token.sessionId !== null && token.sessionId === profile.forceLogoutExceptSession;
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
    organization: user.organization ? { id: user.organization.id, name: user.organization.name } : null,
    forceLogoutAt: user.forceLogoutAt,
    forceLogoutExceptSession: user.forceLogoutExceptSession,
  };
}
