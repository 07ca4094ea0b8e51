import type { Role } from './user.ts';

/** An organisation as other modules and the admin area see it. */
export interface OrganizationRef {
  id: number;
  name: string;
}

/** An active member, as TeamDirectory tells other modules (analytics, assignments). */
export interface TeamMemberRecord {
  userId: number;
  email: string;
  role: Role;
  joinedAt: Date | null;
}

/** Roles that administer their own organisation's team (SPEC §2 Admin area). */
export const TEAM_ADMIN_ROLES: readonly Role[] = ['Admin', 'SuperAdmin'];

export const isTeamAdmin = (role: Role): boolean => TEAM_ADMIN_ROLES.includes(role);

/** How the team list orders active members: Admins first (SuperAdmins with them), then by email. */
export function byRoleThenEmail(a: Pick<TeamMemberRecord, 'role' | 'email'>, b: Pick<TeamMemberRecord, 'role' | 'email'>): number {
  const rank = (role: Role) => (isTeamAdmin(role) ? 0 : 1);
  return rank(a.role) - rank(b.role) || a.email.localeCompare(b.email);
}
