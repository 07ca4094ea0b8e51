import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY, type AuditTrail } from '#src/modules/identity/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import { freeKey, keyFromName } from '../domain/scenario-keys.ts';
import type { ScenarioAdminRepository } from '../domain/scenario-admin.ports.ts';
import type { AdminScenarioDetail, ScenarioInput } from '../http/scenario-admin.contracts.ts';
import { CatalogueChanges, retryingRaces } from './catalogue-changes.ts';
import { ScenarioDrafting } from './scenario-drafting.ts';
import { auditedFields, scenarioAudit, type SuperAdminActor } from './scenario-audit.ts';
import { ViewScenariosForSuperAdmin } from './view-scenarios-for-superadmin.ts';

/**
 * A SuperAdmin adds a scenario (SPEC §2 "Scenario Management"): in one transaction with its audit
 * entry, under a key made from its English name; offered to learners on every server at once.
 */
@injectable()
export class CreateScenario {
  constructor(
    @inject(PRACTICE.ScenarioAdminRepository) private readonly scenarios: ScenarioAdminRepository,
    @inject(ScenarioDrafting) private readonly drafting: ScenarioDrafting,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(CatalogueChanges) private readonly changes: CatalogueChanges,
    @inject(ViewScenariosForSuperAdmin) private readonly view: ViewScenariosForSuperAdmin,
  ) {}

  async execute(actor: SuperAdminActor, input: ScenarioInput): Promise<AdminScenarioDetail> {
    // Two forms with one name race for one key: the loser's second attempt takes the next suffix.
    const id = await retryingRaces(() => this.transactions.run(async () => {
      const { content } = await this.drafting.draft(input, null);
      const base = keyFromName(input.name);
      const id = await this.scenarios.add(freeKey(base, await this.scenarios.keysStartingWith(base)), content);
      const created = (await this.scenarios.find(id))!;
      await this.audit.record(scenarioAudit(actor, 'scenario.created', created, { before: {}, after: auditedFields(created) }));
      return id;
    }));
    await this.changes.announce();
    return this.view.detail(id);
  }
}
