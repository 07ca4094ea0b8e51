import { inject, injectable } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { AiAllowance, AiAllowanceLeft, LearnerRef } from '#src/modules/practice/index.ts';
import { SECURITY } from '../security.tokens.ts';
import { allowanceLeft, utcDayOf, type AiLimits } from '../domain/ai-usage.ts';
import type { AiUsageLedger } from '../domain/ports.ts';

export const limitsOf = (config: Config): AiLimits => ({
  userCalls: config.AI_USER_CALLS_PER_DAY, userTokens: config.AI_USER_TOKENS_PER_DAY,
  sessionCalls: config.AI_SESSION_CALLS_PER_DAY, sessionTokens: config.AI_SESSION_TOKENS_PER_DAY,
});

/**
 * OWASP LLM10: what a learner and a session may still spend on the model today (UTC), read from the
 * usage ledger, so every process counts the same calls. Everything the ledger holds for them counts:
 * the characters, the coach, their analyses and plans. A call counts once it has ended (the language
 * model writes it before returning); one still in flight does not yet, so
 * a cap can be passed by the calls that were already under way when it was reached.
 */
@injectable()
export class DailyAiAllowance implements AiAllowance {
  private readonly limits: AiLimits;

  constructor(
    @inject(SECURITY.AiUsageLedger) private readonly ledger: AiUsageLedger,
    @inject(PLATFORM.Config) config: Config,
  ) {
    this.limits = limitsOf(config);
  }

  async remaining({ userId, sessionId }: LearnerRef, now = new Date()): Promise<AiAllowanceLeft> {
    const { start, end } = utcDayOf(now);
    const standing = await this.ledger.standing(userId, sessionId, start, end);
    return { ...allowanceLeft(this.limits, standing.user, standing.session), lastTurnRefused: standing.lastTurnRefused };
  }

  async refused({ userId, sessionId }: LearnerRef, purpose: 'character' | 'coach'): Promise<void> {
    await this.ledger.add({
      calledAt: new Date(), model: null, purpose, userId, sessionId, promptTokens: 0, completionTokens: 0, estimated: false, outcome: 'refused', durationMs: 0,
    });
  }
}
