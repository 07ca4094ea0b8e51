import type { OrganizationRepository } from '../domain/team.ports.ts';
import type { Organization } from '../domain/team.ts';
import { TeamError } from '../domain/team.errors.ts';

/**
 * The organisation with this name (in any case), created when there is none: how operators and CI
 * seed teams. Two commands creating one name at once meet at the unique index; the loser uses the winner's.
 */
export async function organizationByName(organizations: OrganizationRepository, name: string): Promise<{ organization: Organization; created: boolean }> {
  const found = await organizations.findByName(name);
  if (found) return { organization: found, created: false };
  try {
    return { organization: await organizations.add(name), created: true };
  } catch (e) {
    const winner = e instanceof TeamError && e.code === 'TEAM.NAME_TAKEN' ? await organizations.findByName(name) : null;
    if (!winner) throw e;
    return { organization: winner, created: false };
  }
}
