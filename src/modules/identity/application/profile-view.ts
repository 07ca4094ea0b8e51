import type { IdentitySettings } from '../identity.tokens.ts';
import { usageOf, type User } from '../domain/user.ts';
import { snapshotOf, type ProfileSnapshot } from '../domain/profile.ts';

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
