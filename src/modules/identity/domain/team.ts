import type { Locale, Role, User } from './user.ts';
import type { Invitation } from './invitation.ts';
import { teamErrors } from './team.errors.ts';

/** An organisation as other modules and the admin area see it. */
export interface OrganizationRef {
  id: number;
  name: string;
}

export interface Organization extends OrganizationRef {
  /** The language of invitation mails; null until an Admin chooses one (then DEFAULT_INVITATION_LOCALE). */
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

/**
 * Invitations are written in one language per organisation, whichever Admin sends them: the one
 * an Admin saved in Settings, else English (the product's default) until someone does.
 */
export const DEFAULT_INVITATION_LOCALE: Locale = 'en';

export const invitationLocaleOf = (organization: Pick<Organization, 'invitationLocale'>): Locale =>
  organization.invitationLocale ?? DEFAULT_INVITATION_LOCALE;

/**
 * Inviting an address: only a member of this very team is refused (the Admin knows their own team).
 * Anyone else is invited alike, so the answer never tells whether an address has an account, in
 * which organisation, or with which role; whether they may join is told to them (joinRefusalOf).
 */
export function assertInvitable(account: Pick<User, 'email' | 'organization'> | null, organizationId: number): void {
  if (account?.organization?.id === organizationId) throw teamErrors.alreadyMember(account.email);
}

/** Why an account may not join an organisation by invitation. */
export type JoinRefusal = 'TEAM.OTHER_ORGANISATION' | 'TEAM.ADMIN_NOT_INVITABLE';

/**
 * Not while in another team, and not as an administrator of none: an Admin could not remove them
 * again (operators place administrators). Null when the account may join, or there is none yet.
 */
export function joinRefusalOf(account: Pick<User, 'organization' | 'role'> | null, organizationId: number): JoinRefusal | null {
  if (!account || account.organization?.id === organizationId) return null;
  if (account.organization) return 'TEAM.OTHER_ORGANISATION';
  return isTeamAdmin(account.role) ? 'TEAM.ADMIN_NOT_INVITABLE' : null;
}

/** Only the account the invitation was sent to may answer it. */
export function assertMayAnswer(account: Pick<User, 'email'>, invitation: Pick<Invitation, 'email'>): void {
  if (account.email !== invitation.email) throw teamErrors.wrongAccount();
}

/** Joining by invitation: refused for the reasons of joinRefusalOf. */
export function assertMayJoin(account: Pick<User, 'organization' | 'role'>, invitation: Pick<Invitation, 'organizationId'>): void {
  const refusal = joinRefusalOf(account, invitation.organizationId);
  if (refusal === 'TEAM.OTHER_ORGANISATION') throw teamErrors.otherOrganisation();
  if (refusal === 'TEAM.ADMIN_NOT_INVITABLE') throw teamErrors.adminNotInvitable();
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
