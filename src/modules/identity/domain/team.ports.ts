import type { OrganizationRef, TeamMemberRecord } from './team.ts';

/** Organisations and who belongs to them; membership itself is the users row's organisation. */
export interface OrganizationRepository {
  /** Active members (accounts whose organisation this is), Admins first, then by email. */
  membersOf(organizationId: number): Promise<TeamMemberRecord[]>;
  isMember(organizationId: number, userId: number): Promise<boolean>;
  findById(id: number): Promise<OrganizationRef | null>;
}
