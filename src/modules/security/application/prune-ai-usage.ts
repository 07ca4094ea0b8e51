import { inject, injectable } from 'inversify';
import { SECURITY } from '../security.tokens.ts';
import type { AiUsageLedger } from '../domain/ports.ts';
import { Pruner, type Retention } from '../domain/retention.ts';
import { MAX_USAGE_DAYS } from '../http/ai-usage.contracts.ts';

/** Today's caps read today, the console and `security usage` at most MAX_USAGE_DAYS whole UTC days. */
export const USAGE_RETENTION: Retention = { minDays: MAX_USAGE_DAYS, why: 'the longest period the usage reports show' };

/**
 * The operator trims the AI usage ledger (`rapport security prune-usage`): it gains a row per model
 * call and nothing trims it by itself. Only rows older than every report can show go.
 */
@injectable()
export class PruneAiUsage extends Pruner {
  constructor(@inject(SECURITY.AiUsageLedger) ledger: AiUsageLedger) {
    super(ledger, USAGE_RETENTION);
  }
}
