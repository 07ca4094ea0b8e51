import { inject, injectable } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AuditTrail, UserRepository } from '../domain/ports.ts';
import type { OrganizationRepository } from '../domain/team.ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import { join, leave, type Organization } from '../domain/team.ts';
import { normaliseEmail, type User } from '../domain/user.ts';
import { organizationByName } from './organization-by-name.ts';
import { operatorRecord, type Operator } from './superadmin-actor.ts';

/**
 * An operator puts an account into an organisation (created when missing) or, with null, out of
 * any (`rapport user set-org`). The one way around the invitee's consent (ADR 0027): whoever runs
 * the CLI runs the installation.
 */
@injectable()
export class SetUserOrganization {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(email: string, organizationName: string | null, by?: Operator): Promise<{ user: User; organization: Organization | null; created: boolean | null }> {
    const found = await this.users.findByEmail(normaliseEmail(email));
    if (!found) throw new UserNotFoundError(`with email ${email}`);
    // Outside the transaction: a lost race for a new name is read back, which an aborted transaction could not.
    const target = organizationName === null ? null : await organizationByName(this.organizations, organizationName);
    const user = await this.transactions.run(async () => {
      const user = await this.users.findForUpdate(found.id);
      if (!user) throw new UserNotFoundError(`with email ${email}`);
      const was = user.organization?.name ?? null;
      if (target) join(user, target.organization, new Date());
      else leave(user);
      await this.users.save(user);
      const is = user.organization?.name ?? null;
      if (by && was !== is) await this.audit.record(operatorRecord(by, 'user.updated', user, { before: { organization: was }, after: { organization: is } }));
      return user;
    });
    return { user, organization: target?.organization ?? null, created: target?.created ?? null };
  }
}
