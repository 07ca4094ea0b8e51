import { inject, injectable, multiInject, optional } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PRACTICE } from '../practice.tokens.ts';
import type { LearnerTally, SessionEndedListener, SessionEvents, SessionRepository } from '../domain/ports.ts';
import { EndingDuringReplyError, NothingSaidError } from '../domain/practice.errors.ts';
import { OwnedSessions } from './owned-sessions.ts';
import { REPLY_CLAIM_EXPIRES_MS } from './send-message.ts';

/**
 * The learner ends the conversation. The learner's tally and the listeners (analysis) record
 * their part in the same transaction, so an ended session never exists without what follows
 * from it. Ending an ended session again answers as the first time did, and counts or wakes
 * nothing twice. A conversation the learner has not yet said a word in is not ended: it stays open
 * to be spoken in later (NothingSaidError). Nor is one whose message is being answered (its claim is
 * held): the learner's words may not be kept yet, and the reply would land after the analysis began.
 */
@injectable()
export class EndSession {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(OwnedSessions) private readonly owned: OwnedSessions,
    @inject(PRACTICE.SessionEvents) private readonly events: SessionEvents,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PRACTICE.LearnerTally) private readonly tally: LearnerTally,
    @multiInject(PRACTICE.SessionEndedListeners) @optional() private readonly listeners: SessionEndedListener[] = [],
  ) {}

  async execute(userId: number, sessionId: number): Promise<{ success: true }> {
    const session = await this.owned.find(userId, sessionId);
    const ended = { sessionId, userId };
    const endedNow =
      session.status === 'InProgress' &&
      (await this.transactions.run(async () => {
        if (!(await this.sessions.hasLearnerMessage(sessionId))) throw new NothingSaidError();
        const now = new Date();
        if (!(await this.sessions.end(sessionId, now, new Date(now.getTime() - REPLY_CLAIM_EXPIRES_MS)))) {
          if ((await this.sessions.find(sessionId))?.status === 'InProgress') throw new EndingDuringReplyError();
          return false;
        }
        await this.tally.sessionCompleted(userId);
        for (const listener of this.listeners) await listener.recordEnded(ended);
        return true;
      }));
    this.events.emit(sessionId, 'session-ended', { sessionId });
    if (endedNow) for (const listener of this.listeners) await listener.afterEnded(ended);
    return { success: true };
  }
}
