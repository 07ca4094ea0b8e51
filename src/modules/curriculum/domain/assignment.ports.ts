import type { Assignment, NewAssignment } from './assignment.ts';

/** Every read is scoped to one organisation: an id of another one's assignment reads as missing. */
export interface AssignmentRepository {
  /**
   * Holds the organisation's assignments until the surrounding transaction ends: two Admins
   * assigning at once take turns, so the second sees the first's assignment before adding its own.
   */
  holdTeam(organizationId: number): Promise<void>;
  add(assignment: NewAssignment): Promise<Assignment>;
  /** Due date ascending, then newest first. */
  ofOrganization(organizationId: number): Promise<Assignment[]>;
  /** The organisation's assignments for the whole team or naming this member; same order. */
  naming(organizationId: number, userId: number): Promise<Assignment[]>;
  /** The organisation's assignments of a scenario due on `today` (a UTC day) or later; same order. */
  openOf(organizationId: number, scenarioId: number, today: string): Promise<Assignment[]>;
  /** False when the organisation has no such assignment. */
  remove(organizationId: number, id: number): Promise<boolean>;
}
