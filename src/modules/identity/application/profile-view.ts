import type { User } from '../domain/user.ts';
import { snapshotOf, type ProfileSnapshot } from '../domain/profile.ts';
import { isTemporaryEmail } from '../domain/temporary-email.ts';
import type { UsageView } from '../http/auth.contracts.ts';

/**
 * The profile a user sees of themselves (GET /api/auth/me), with the usage billing reports now (never
 * cached). `temporaryEmailDomain`: addresses there are placeholders the learner is asked to replace.
 */
export function toUserView(user: User | ProfileSnapshot, usage: UsageView, temporaryEmailDomain: string) {
  const s = 'hasPassword' in user ? user : snapshotOf(user);
  return {
    id: s.id,
    email: s.email,
    role: s.role,
    avatar: s.avatar,
    firstName: s.firstName,
    hasPassword: s.hasPassword,
    emailVerified: s.emailVerified,
    temporaryEmail: isTemporaryEmail(s.email, temporaryEmailDomain),
    locale: s.locale,
    organization: s.organization,
    usage,
  };
}
