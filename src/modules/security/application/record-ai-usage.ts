import { inject, injectable } from 'inversify';
import type { AiCallUsage, AiUsageMeter } from '#src/platform/ai/ai-usage.ts';
import { SECURITY } from '../security.tokens.ts';
import type { AiUsageLedger } from '../domain/ports.ts';

/** The language model's meter: every provider call becomes a row of the usage ledger, tag and all. */
@injectable()
export class RecordAiUsage implements AiUsageMeter {
  constructor(@inject(SECURITY.AiUsageLedger) private readonly ledger: AiUsageLedger) {}

  record(call: AiCallUsage): Promise<void> {
    return this.ledger.add({
      calledAt: call.at, model: call.model, purpose: call.tag?.purpose ?? 'untagged', userId: call.tag?.userId ?? null,
      sessionId: call.tag?.sessionId ?? null, promptTokens: call.promptTokens, completionTokens: call.completionTokens,
      estimated: call.estimated, outcome: call.outcome, durationMs: call.durationMs,
    });
  }
}
