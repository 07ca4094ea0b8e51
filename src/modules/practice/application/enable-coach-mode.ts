import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { ConsumeUsage } from '#src/modules/billing/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import type { SessionEvents, SessionRepository } from '../domain/ports.ts';
import { SessionEndedError, whyNotFree } from '../domain/practice.errors.ts';
import { OwnedSessions } from './owned-sessions.ts';

/** Turns the coach on mid-session, counted against the monthly coach allowance (once per session). */
@injectable()
export class EnableCoachMode {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(OwnedSessions) private readonly owned: OwnedSessions,
    @inject(PRACTICE.SessionEvents) private readonly events: SessionEvents,
    @inject(ConsumeUsage) private readonly usage: ConsumeUsage,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async execute(userId: number, sessionId: number): Promise<{ success: true }> {
    const session = await this.owned.find(userId, sessionId);
    if (session.status !== 'InProgress') throw new SessionEndedError();
    if (!session.coachEnabled) {
      // Counted only by the call that turned it on: two tabs toggling at once use one coach session.
      // The limit refusing rolls the switch back with it.
      await this.transactions.run(async () => {
        if (await this.sessions.turnCoachOn(sessionId)) return this.usage.execute(userId, { session: false, coach: true });
        // Not turned on here: on already (another tab), or ended or discarded since it was read.
        const now = await this.sessions.find(sessionId);
        if (now?.status !== 'InProgress') throw whyNotFree(now);
      });
    }
    this.events.emit(sessionId, 'coach-enabled', { sessionId, isCoachModeEnabled: true });
    return { success: true };
  }
}
