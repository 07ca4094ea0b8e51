import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { ReturnUsage } from '#src/modules/billing/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import type { LearnerTally, SessionRepository } from '../domain/ports.ts';
import { SessionEndedError, SessionSpokenInError, whyNotFree } from '../domain/practice.errors.ts';
import { OwnedSessions } from './owned-sessions.ts';
import { REPLY_CLAIM_EXPIRES_MS } from './send-message.ts';

/**
 * The learner throws away a session they have not said anything in (started by mistake, or with the
 * wrong character): it leaves their unfinished sessions and their curriculum, the month's allowance
 * has it back, and it is theirs no more. One they spoke in is ended instead, and analysed: their
 * words are never thrown away. The SuperAdmin still sees it, as incomplete.
 */
@injectable()
export class DiscardSession {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(OwnedSessions) private readonly owned: OwnedSessions,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PRACTICE.LearnerTally) private readonly tally: LearnerTally,
    @inject(ReturnUsage) private readonly usage: ReturnUsage,
  ) {}

  async execute(userId: number, sessionId: number): Promise<{ success: true }> {
    const session = await this.owned.find(userId, sessionId);
    if (session.status !== 'InProgress') throw new SessionEndedError();
    await this.transactions.run(async () => {
      const staleBefore = new Date(Date.now() - REPLY_CLAIM_EXPIRES_MS);
      const discarded = await this.sessions.discard(sessionId, staleBefore);
      if (!discarded) throw await this.whyKept(sessionId);
      await this.tally.sessionDiscarded(userId);
      await this.usage.execute(userId, session.startedAt, { session: true, coach: discarded.coachEnabled });
    });
    return { success: true };
  }

  /** The conditional write refused: the learner has spoken, or the session is no longer free (ended, discarded, being answered). */
  private async whyKept(sessionId: number): Promise<Error> {
    if (await this.sessions.hasLearnerMessage(sessionId)) return new SessionSpokenInError();
    return whyNotFree(await this.sessions.find(sessionId));
  }
}
