import { inject, injectable } from 'inversify';
import { PRACTICE } from '../practice.tokens.ts';
import type { AiAllowance, AiAllowanceLeft, Coach, ConversationPartner, LearnerRef, SessionEvents } from '../domain/ports.ts';

/** Why the built-in engine plays where the AI could. */
export type EngineReason = 'ai-budget' | null;

const isSpent = (left: AiAllowanceLeft) => left.calls <= 0 || left.tokens <= 0;

/**
 * Which engine answers a learner's turn (OWASP LLM10): the AI while today's allowance of the learner
 * and of the session lasts, the built-in engine once either is spent — decided before any model
 * call, so a spent allowance costs the provider nothing and the session goes on. The learner is told
 * when the characters' engine changes, once each way: each refused turn is kept in the usage
 * ledger, so whichever process answers next knows what the learner was last told.
 */
@injectable()
export class AiEngines {
  constructor(
    @inject(PRACTICE.ConversationPartner) private readonly partner: ConversationPartner,
    @inject(PRACTICE.OfflinePartner) private readonly offlinePartner: ConversationPartner,
    @inject(PRACTICE.Coach) private readonly coach: Coach,
    @inject(PRACTICE.OfflineCoach) private readonly offlineCoach: Coach,
    @inject(PRACTICE.AiAllowance) private readonly allowance: AiAllowance,
    @inject(PRACTICE.SessionEvents) private readonly events: SessionEvents,
  ) {}

  /** The characters' engine for this turn. With no AI (none configured, or its breaker open) there is nothing to count. */
  async partnerFor(learner: LearnerRef): Promise<ConversationPartner> {
    if (this.partner.kind === 'offline') return this.partner;
    const left = await this.allowance.remaining(learner);
    const spent = isSpent(left);
    if (spent) await this.allowance.refused(learner, 'character');
    if (spent !== left.lastTurnRefused) {
      const { sessionId } = learner;
      this.events.emit(sessionId, 'engine-changed', { sessionId, engine: spent ? 'offline' : 'llm', reason: spent ? 'ai-budget' : null });
    }
    return spent ? this.offlinePartner : this.partner;
  }

  /** The coach for this turn: the built-in one coaches once the allowance is spent. */
  async coachFor(learner: LearnerRef): Promise<Coach> {
    if (this.coach.kind === 'offline' || !isSpent(await this.allowance.remaining(learner))) return this.coach;
    await this.allowance.refused(learner, 'coach');
    return this.offlineCoach;
  }

  /** What a learner joining the session is told plays the characters now. */
  async engineOf(learner: LearnerRef): Promise<{ engine: 'offline' | 'llm'; engineReason: EngineReason }> {
    if (this.partner.kind === 'offline') return { engine: 'offline', engineReason: null };
    return isSpent(await this.allowance.remaining(learner)) ? { engine: 'offline', engineReason: 'ai-budget' } : { engine: 'llm', engineReason: null };
  }
}
