import type { User } from '../domain/user.ts';
import { snapshotOf, type ProfileSnapshot } from '../domain/profile.ts';
import type { UsageView } from '../http/auth.contracts.ts';

/** The profile a user sees of themselves (GET /api/auth/me), with the usage billing reports now (never cached). */
export function toUserView(user: User | ProfileSnapshot, usage: UsageView) {
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
    usage,
  };
}
