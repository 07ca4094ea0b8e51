import type { TeamDirectory } from '#src/modules/identity/index.ts';
import { countedMembers } from '../domain/team-membership.ts';

/**
 * The caller's team as it is now (TeamDirectory reads the account, not the token): 403 for a
 * User, 409 TEAM.NO_ORGANISATION for an Admin outside any organisation. Every admin analytics
 * answer is computed over these members only, so no other organisation's member is ever counted,
 * and over what each did since joining (`counted`), so neither is what they did before.
 */
export async function teamOf(directory: TeamDirectory, callerId: number) {
  const organization = await directory.organisationOf(callerId);
  const members = await directory.members(organization.id);
  return { organization, members, counted: countedMembers(members) };
}
