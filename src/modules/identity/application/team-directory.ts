import { inject, injectable } from 'inversify';
import { ForbiddenError, UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import type { OrganizationRepository } from '../domain/team.ports.ts';
import { isTeamAdmin, type Organization, type OrganizationRef, type TeamMemberRecord } from '../domain/team.ts';
import { teamErrors } from '../domain/team.errors.ts';
import type { User } from '../domain/user.ts';

/**
 * Who is in which organisation, for the admin area of every module (analytics, assignments and
 * identity's own team routes). Always read from the account as it is now, never from the token:
 * a member removed a second ago is no longer one.
 */
@injectable()
export class TeamDirectory {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
  ) {}

  /** The organisation an Admin administers; 403 for a User, 409 TEAM.NO_ORGANISATION for an Admin without one. */
  async organisationOf(userId: number): Promise<OrganizationRef> {
    const { organization } = await this.adminOf(userId);
    return { id: organization.id, name: organization.name };
  }

  /** The calling Admin's account and organisation, with the same refusals as organisationOf. */
  async adminOf(userId: number): Promise<{ admin: User; organization: Organization }> {
    const admin = await this.users.findById(userId);
    if (!admin) throw new UnauthenticatedError('Session invalid.');
    if (!isTeamAdmin(admin.role)) throw new ForbiddenError();
    const organization = admin.organization && (await this.organizations.findById(admin.organization.id));
    if (!organization) throw teamErrors.noOrganisation();
    return { admin, organization };
  }

  /** Active members only (pending invitees are not members yet). */
  async members(organizationId: number): Promise<TeamMemberRecord[]> {
    const members = await this.organizations.membersOf(organizationId);
    return members.map(({ userId, email, role, joinedAt }) => ({ userId, email, role, joinedAt }));
  }

  isMember(organizationId: number, userId: number): Promise<boolean> {
    return this.organizations.isMember(organizationId, userId);
  }

  /**
   * The organisation any user (whatever their role) belongs to now, and since when (null for a
   * membership older than the record of it), or null: what a member's own view of team work is scoped by.
   */
  async teamOf(userId: number): Promise<(OrganizationRef & { joinedAt: Date | null }) | null> {
    const user = await this.users.findById(userId);
    const organization = user?.organization;
    return organization ? { id: organization.id, name: organization.name, joinedAt: user.organizationJoinedAt } : null;
  }
}
