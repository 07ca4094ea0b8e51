import { inject, injectable } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { OrganizationRepository } from '../domain/team.ports.ts';
import { invitationLocaleOf, type Organization } from '../domain/team.ts';
import { teamErrors } from '../domain/team.errors.ts';
import type { Locale } from '../domain/user.ts';
import type { TeamSettingsView } from '../http/team.contracts.ts';
import { TeamDirectory } from './team-directory.ts';

/** The same for every Admin of the organisation: what its invitation mails really go out in. */
const view = (organization: Organization): TeamSettingsView => ({
  organization: { id: organization.id, name: organization.name },
  invitationLocale: invitationLocaleOf(organization),
});

/** The admin area's Settings: the organisation's name and the language its invitations go out in (one per organisation). */
@injectable()
export class TeamSettings {
  constructor(
    @inject(TeamDirectory) private readonly directory: TeamDirectory,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async get(adminId: number): Promise<TeamSettingsView> {
    const { organization } = await this.directory.adminOf(adminId);
    return view(organization);
  }

  /** A new name shows in every member's profile at once: changing an organisation evicts all cached profiles. */
  async update(adminId: number, input: { name: string; invitationLocale: Locale }): Promise<TeamSettingsView> {
    const { organization } = await this.directory.adminOf(adminId);
    const saved = await this.transactions.run(async () => {
      const org = await this.organizations.findForUpdate(organization.id);
      if (!org) throw teamErrors.noOrganisation();
      org.name = input.name;
      org.invitationLocale = input.invitationLocale;
      await this.organizations.save(org);
      return org;
    });
    return view(saved);
  }
}
