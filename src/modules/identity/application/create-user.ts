import { inject, injectable } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AuditTrail, PasswordHasher, UserRepository } from '../domain/ports.ts';
import type { OrganizationRepository } from '../domain/team.ports.ts';
import { EmailTakenError } from '../domain/identity.errors.ts';
import { join } from '../domain/team.ts';
import { normaliseEmail, type Locale, type Role, type User } from '../domain/user.ts';
import { organizationByName } from './organization-by-name.ts';
import { operatorRecord, type Operator } from './superadmin-actor.ts';

type NewAccount = { email: string; password: string; role: Role; organization?: string | null; locale?: Locale };

/**
 * An operator creates an account with any role (CLI now, the superadmin console later), in an
 * organisation when one is named (created when missing: how CI seeds a team).
 */
@injectable()
export class CreateUser {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IDENTITY.Organizations) private readonly organizations: OrganizationRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
  ) {}

  /**
   * The account, and whether its organisation was made for it (null without one). An operator is told
   * when the name was an existing team's: an Admin may have renamed theirs to it ahead of time.
   */
  async execute(input: NewAccount, by?: Operator): Promise<{ user: User; organizationCreated: boolean | null }> {
    const email = normaliseEmail(input.email);
    if (await this.users.findByEmail(email)) throw new EmailTakenError();
    const passwordHash = await this.hasher.hash(input.password);
    const target = input.organization ? await organizationByName(this.organizations, input.organization) : null;
    // One transaction: an account the organisation could not be given is not left behind.
    return this.transactions.run(async () => {
      const user = await this.users.add({ email, passwordHash, role: input.role, locale: input.locale ?? 'en' });
      if (target) {
        join(user, target.organization, new Date());
        await this.users.save(user);
      }
      if (by) await this.audit.record(operatorRecord(by, 'user.created', user, { before: {}, after: { email, role: user.role, organization: target?.organization.name ?? null } }));
      return { user, organizationCreated: target?.created ?? null };
    });
  }
}
