import type { Organization, OrganizationRef, TeamMemberDetails } from './team.ts';
import type { Invitation, NewInvitation } from './invitation.ts';

/** Organisations and who belongs to them; membership itself is the users row's organisation. */
export interface OrganizationRepository {
  /** Active members (accounts whose organisation this is), Admins first, then by email. */
  membersOf(organizationId: number): Promise<TeamMemberDetails[]>;
  isMember(organizationId: number, userId: number): Promise<boolean>;
  findById(id: number): Promise<Organization | null>;
  /** Loads the organisation with its row locked until the surrounding transaction ends. */
  findForUpdate(id: number): Promise<Organization | null>;
  /** By name, ignoring case (names are unique that way for people, if not for the index). */
  findByName(name: string): Promise<Organization | null>;
  /** Throws TEAM.NAME_TAKEN when another organisation has the name. */
  add(name: string): Promise<Organization>;
  /** Writes name and invitation locale; throws TEAM.NAME_TAKEN when another organisation has the name. */
  save(organization: Organization): Promise<void>;
  /** Every organisation with its number of members, by name. */
  list(): Promise<(Organization & { members: number; createdAt: Date })[]>;
}

export interface InvitationRepository {
  /** With `lock`, the row stays locked until the surrounding transaction ends. */
  findByTokenHash(tokenHash: string, lock: boolean): Promise<Invitation | null>;
  /** The pending invitation of this address to this organisation, locked (there is at most one). */
  findPendingForUpdate(organizationId: number, email: string): Promise<Invitation | null>;
  /** Only within the organisation: another one's id reads as missing. Locked until the transaction ends. */
  findInOrganizationForUpdate(organizationId: number, id: number): Promise<Invitation | null>;
  /** Pending ones, newest first (expired included: the Admin sees them and resends or revokes). */
  listPending(organizationId: number): Promise<Invitation[]>;
  add(invitation: NewInvitation): Promise<Invitation>;
  save(invitation: Invitation): Promise<void>;
  remove(id: number): Promise<void>;
}
