import type { TeamDirectory } from '#src/modules/identity/index.ts';

/**
 * The caller's team as it is now (TeamDirectory reads the account, not the token): 403 for a
 * User, 409 TEAM.NO_ORGANISATION for an Admin outside any organisation. Every admin analytics
 * answer is computed over these user ids only, so no other organisation's member is ever counted.
 */
export async function teamOf(directory: TeamDirectory, callerId: number) {
  const organization = await directory.organisationOf(callerId);
  const members = await directory.members(organization.id);
  return { organization, members, userIds: members.map((m) => m.userId) };
}
