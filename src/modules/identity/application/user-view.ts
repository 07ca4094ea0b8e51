import type { IdentitySettings } from '../identity.tokens.ts';
import { usageOf, type User } from '../domain/user.ts';

/** The profile a user sees of themselves (GET /api/auth/me). */
export function toUserView(user: User, settings: IdentitySettings, now: Date) {
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
    usage: usageOf(user, settings.freeTier, now),
  };
}
