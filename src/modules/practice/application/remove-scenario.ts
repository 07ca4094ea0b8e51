import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Clock } from '#src/platform/clock.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY, type AuditTrail } from '#src/modules/identity/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import { ScenarioNotFoundError } from '../domain/practice.errors.ts';
import type { ScenarioAdminRepository } from '../domain/scenario-admin.ports.ts';
import type { ScenarioRemoval } from '../http/scenario-admin.contracts.ts';
import { CatalogueChanges } from './catalogue-changes.ts';
import { auditedFields, scenarioAudit, type SuperAdminActor } from './scenario-audit.ts';

/**
 * A SuperAdmin deletes a scenario (ADR 0031). Nobody played it: it is gone. Somebody did: it is
 * retired — out of the catalogue and every learner's lists, while the results, history and session
 * pages of those sessions still name it. Its row is locked first, so a session starting meanwhile is
 * either counted here (retire) or refused for a scenario that no longer exists.
 */
@injectable()
export class RemoveScenario {
  constructor(
    @inject(PRACTICE.ScenarioAdminRepository) private readonly scenarios: ScenarioAdminRepository,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(CatalogueChanges) private readonly changes: CatalogueChanges,
  ) {}

  async execute(actor: SuperAdminActor, id: number): Promise<ScenarioRemoval> {
    const outcome = await this.transactions.run(async () => {
      const scenario = await this.scenarios.find(id, { lock: true });
      if (!scenario) throw new ScenarioNotFoundError();
      if (scenario.sessionCount > 0) {
        const at = this.clock.now();
        await this.scenarios.retire(id, at);
        await this.audit.record(scenarioAudit(actor, 'scenario.retired', scenario, { before: { retiredAt: null }, after: { retiredAt: at.toISOString() } }));
        return 'retired' as const;
      }
      await this.scenarios.remove(id);
      await this.audit.record(scenarioAudit(actor, 'scenario.deleted', scenario, { before: auditedFields(scenario), after: {} }));
      return 'deleted' as const;
    });
    await this.changes.announce();
    return { id, outcome };
  }
}
