import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { OrganizationRepository } from '../domain/team.ports.ts';
import type { Organization } from '../domain/team.ts';

/** Operators and CI: `rapport org create`, `rapport org list`. */
@injectable()
export class ManageOrganizations {
  constructor(@inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository) {}

  /** Throws TEAM.NAME_TAKEN when the name (in any case) is taken. */
  create(name: string): Promise<Organization> {
    return this.organizations.add(name);
  }

  list() {
    return this.organizations.list();
  }
}
