import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY, type AuditTrail } from '#src/modules/identity/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import { ScenarioNotFoundError } from '../domain/practice.errors.ts';
import type { ScenarioAdminRepository } from '../domain/scenario-admin.ports.ts';
import type { ScenarioRestoration } from '../http/scenario-admin.contracts.ts';
import { CatalogueChanges } from './catalogue-changes.ts';
import { scenarioAudit, type SuperAdminActor } from './scenario-audit.ts';

/**
 * A SuperAdmin brings a retired scenario back (ADR 0031): offered again on every server, with its
 * content, key, personas and history as they were. Its row is locked, so two restores queue: the
 * second finds it offered and says so, writing nothing — as an edit that changes nothing does.
 * The trail records it as an update of `retiredAt` (identity's audit actions have no "restored").
 */
@injectable()
export class RestoreScenario {
  constructor(
    @inject(PRACTICE.ScenarioAdminRepository) private readonly scenarios: ScenarioAdminRepository,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(CatalogueChanges) private readonly changes: CatalogueChanges,
  ) {}

  async execute(actor: SuperAdminActor, id: number): Promise<ScenarioRestoration> {
    const outcome = await this.transactions.run(async () => {
      const scenario = await this.scenarios.findRetired(id, { lock: true });
      if (!scenario) {
        if (await this.scenarios.find(id)) return 'already-offered' as const;
        throw new ScenarioNotFoundError();
      }
      await this.scenarios.restore(id);
      await this.audit.record(scenarioAudit(actor, 'scenario.updated', scenario, {
        before: { retiredAt: scenario.retiredAt.toISOString() }, after: { retiredAt: null },
      }));
      return 'restored' as const;
    });
    if (outcome === 'restored') await this.changes.announce();
    return { id, outcome };
  }
}
