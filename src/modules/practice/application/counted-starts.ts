import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { ConsumeUsage } from '#src/modules/billing/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import type { DialogueState } from '../domain/dialogue.ts';
import type { LearnerTally, NewSession, SessionRepository } from '../domain/ports.ts';
import type { PracticeSession } from '../domain/session.ts';

/** A line the new session opens with. */
export type OpeningLine = Parameters<SessionRepository['addMessage']>[1];

/**
 * Saves a new session counted as a start — against the month's allowance (and the coach's) and in
 * the learner's tally — with its first lines and, for a branch, the dialogue state as it stood, all
 * in one transaction: a refused or failed start counts nothing. StartSession and BranchSession both
 * start sessions here, so the order the rows are locked in lives in one place.
 */
@injectable()
export class CountedStarts {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(ConsumeUsage) private readonly usage: ConsumeUsage,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PRACTICE.LearnerTally) private readonly tally: LearnerTally,
  ) {}

  open(session: NewSession, lines: readonly OpeningLine[], dialogue?: DialogueState): Promise<PracticeSession> {
    const { userId } = session;
    return this.transactions.run(async () => {
      // The account's row before billing's, the order every transaction touching both keeps (no deadlock).
      await this.tally.sessionStarted(userId);
      await this.usage.execute(userId, { session: true, coach: session.coachEnabled });
      const started = await this.sessions.add(session);
      for (const line of lines) await this.sessions.addMessage({ sessionId: started.id, userId }, line);
      if (dialogue) await this.sessions.saveDialogue(started.id, dialogue);
      return started;
    });
  }
}
