import type { Locale, Role, User } from './user.ts';
import type { Invitation } from './invitation.ts';
import { teamErrors } from './team.errors.ts';

/** An organisation as other modules and the admin area see it. */
export interface OrganizationRef {
  id: number;
  name: string;
}

export interface Organization extends OrganizationRef {
  /** The language of invitation mails; null until an Admin chooses one (then the inviting Admin's). */
  invitationLocale: Locale | null;
}

/** An active member, as TeamDirectory tells other modules (analytics, assignments). */
export interface TeamMemberRecord {
  userId: number;
  email: string;
  role: Role;
  joinedAt: Date | null;
}

/** An active member with what the team list shows of them. */
export interface TeamMemberDetails extends TeamMemberRecord, Pick<User, 'level' | 'experiencePoints' | 'invitedAt'> {}

export const ORGANIZATION_NAME_MAX = 200;

/** Roles that administer their own organisation's team (SPEC §2 Admin area). */
export const TEAM_ADMIN_ROLES: readonly Role[] = ['Admin', 'SuperAdmin'];

export const isTeamAdmin = (role: Role): boolean => TEAM_ADMIN_ROLES.includes(role);

/** How the team list orders active members: Admins first (SuperAdmins with them), then by email. */
export function byRoleThenEmail(a: Pick<TeamMemberRecord, 'role' | 'email'>, b: Pick<TeamMemberRecord, 'role' | 'email'>): number {
  const rank = (role: Role) => (isTeamAdmin(role) ? 0 : 1);
  return rank(a.role) - rank(b.role) || a.email.localeCompare(b.email);
}

/** The language an invitation goes out in: the organisation's choice, else the inviting Admin's own. */
export const invitationLocaleOf = (organization: Pick<Organization, 'invitationLocale'>, admin: Pick<User, 'locale'>): Locale =>
  organization.invitationLocale ?? admin.locale;

/** Inviting an address: its account (if any) must not be in this team already, nor in another one. */
export function assertInvitable(account: Pick<User, 'email' | 'organization'> | null, organizationId: number): void {
  if (!account?.organization) return;
  if (account.organization.id === organizationId) throw teamErrors.alreadyMember(account.email);
  throw teamErrors.otherOrganisation();
}

/** Only the account the invitation was sent to may answer it, and only while it belongs to no other team. */
export function assertMayAnswer(account: Pick<User, 'email' | 'organization'>, invitation: Pick<Invitation, 'email' | 'organizationId'>): void {
  if (account.email !== invitation.email) throw teamErrors.wrongAccount();
  if (account.organization && account.organization.id !== invitation.organizationId) throw teamErrors.otherOrganisation();
}

/** Joining, by the member's own consent (an accepted invitation) or an operator's command. */
export function join(user: User, organization: OrganizationRef, now: Date, invitation?: Pick<Invitation, 'createdAt' | 'invitedByUserId'>): void {
  if (user.organization?.id === organization.id) return;
  user.organization = { id: organization.id, name: organization.name };
  user.organizationJoinedAt = now;
  if (invitation) {
    user.invitedAt = invitation.createdAt;
    user.invitedByUserId = invitation.invitedByUserId;
  }
}

/** An Admin removes a member: only from their own team, and never another Admin (SPEC §2). */
export function assertRemovable(member: Pick<User, 'role' | 'organization'> | null, organizationId: number): asserts member is User {
  if (!member || member.organization?.id !== organizationId) throw teamErrors.memberNotFound();
  if (isTeamAdmin(member.role)) throw teamErrors.adminNotRemovable();
}

/** The account and its history stay; only the membership ends. */
export function leave(user: User): void {
  user.organization = null;
  user.organizationJoinedAt = null;
}
