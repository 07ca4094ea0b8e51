import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { InvitationRepository, OrganizationRepository } from '../domain/team.ports.ts';
import type { TeamMemberView } from '../http/team.contracts.ts';
import { TeamDirectory } from './team-directory.ts';
import { activeMemberView, pendingMemberView } from './team-member-view.ts';

/** GET /api/admin/team: the caller's own team, active members (Admins first, then by email), then pending invitations (newest first). */
@injectable()
export class ListTeam {
  constructor(
    @inject(TeamDirectory) private readonly directory: TeamDirectory,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
    @inject(IDENTITY.Invitations) private readonly invitations: InvitationRepository,
  ) {}

  async execute(adminId: number): Promise<TeamMemberView[]> {
    const { organization } = await this.directory.adminOf(adminId);
    const [members, pending] = await Promise.all([
      this.organizations.membersOf(organization.id),
      this.invitations.listPending(organization.id),
    ]);
    return [...members.map(activeMemberView), ...pending.map(pendingMemberView)];
  }
}
