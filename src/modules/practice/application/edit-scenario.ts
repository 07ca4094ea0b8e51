import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import { ValidationError } from '#src/platform/errors.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { changedFields, hasChanges, IDENTITY, type AuditTrail } from '#src/modules/identity/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import { ScenarioNotFoundError } from '../domain/practice.errors.ts';
import type { ScenarioAdminRepository } from '../domain/scenario-admin.ports.ts';
import type { AdminScenarioDetail, ScenarioInput } from '../http/scenario-admin.contracts.ts';
import { CatalogueChanges, retryingRaces } from './catalogue-changes.ts';
import { ScenarioDrafting } from './scenario-drafting.ts';
import { auditedFields, scenarioAudit, type SuperAdminActor } from './scenario-audit.ts';
import { ViewScenariosForSuperAdmin } from './view-scenarios-for-superadmin.ts';

/**
 * A SuperAdmin edits a scenario: the row is locked for the transaction, so two edits of it queue and
 * the later one wins whole (no mix of both); its key never changes, so packs still match it. Sessions
 * already under way play on with the new content. An edit that changes nothing writes nothing.
 */
@injectable()
export class EditScenario {
  constructor(
    @inject(PRACTICE.ScenarioAdminRepository) private readonly scenarios: ScenarioAdminRepository,
    @inject(ScenarioDrafting) private readonly drafting: ScenarioDrafting,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(CatalogueChanges) private readonly changes: CatalogueChanges,
    @inject(ViewScenariosForSuperAdmin) private readonly view: ViewScenariosForSuperAdmin,
  ) {}

  async execute(actor: SuperAdminActor, id: number, input: ScenarioInput): Promise<AdminScenarioDetail> {
    if (input.id !== undefined && input.id !== null && input.id !== id)
      throw new ValidationError([{ path: 'body.id', message: `must be ${id}, the scenario being edited, or left out` }]);
    const changed = await retryingRaces(() => this.transactions.run(async () => {
      const before = await this.scenarios.find(id, { lock: true });
      if (!before) throw new ScenarioNotFoundError();
      const { content, category, personas } = await this.drafting.draft(input, before);
      const change = changedFields(auditedFields(before), auditedFields({ ...before, ...content, category, personas }));
      if (!hasChanges(change)) return false;
      await this.scenarios.update(id, content);
      await this.audit.record(scenarioAudit(actor, 'scenario.updated', before, change));
      return true;
    }));
    if (changed) await this.changes.announce();
    return this.view.detail(id);
  }
}
