import { inject, injectable, multiInject, optional } from 'inversify';
import { TRANSACTIONS, type Transactions } from '#src/platform/db/transactions.ts';
import { ConsumeUsage } from '#src/modules/identity/index.ts';
import { PRACTICE } from '../practice.tokens.ts';
import type { SessionEndedListener, SessionRepository } from '../domain/ports.ts';
import { SessionEndedError } from '../domain/session.ts';
import type { SessionEvents } from './session-events.ts';
import { SessionSetups } from './session-setups.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

/**
 * The learner ends the conversation. Listeners (analysis) record their part in the same
 * transaction, so an ended session never exists without what follows from it.
 */
@injectable()
export class EndSession {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(SessionSetups) private readonly setups: SessionSetups,
    @inject(PRACTICE.SessionEvents) private readonly events: SessionEvents,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @multiInject(PRACTICE.SessionEndedListeners) @optional() private readonly listeners: SessionEndedListener[] = [],
  ) {}

  async execute(userId: number, sessionId: number): Promise<{ success: true }> {
    const session = await this.setups.owned(userId, sessionId);
    const ended = { sessionId, userId };
    const endedNow =
      session.status === 'InProgress' &&
      (await this.transactions.run(async () => {
        if (!(await this.sessions.end(sessionId, new Date()))) return false;
        for (const listener of this.listeners) await listener.recordEnded(ended);
        return true;
      }));
    this.events.emit(sessionId, 'session-ended', { sessionId });
    if (endedNow) for (const listener of this.listeners) await listener.afterEnded(ended);
    return { success: true };
  }
}

/** Turns the coach on mid-session, counted against the monthly coach allowance. */
@injectable()
export class EnableCoachMode {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(SessionSetups) private readonly setups: SessionSetups,
    @inject(PRACTICE.SessionEvents) private readonly events: SessionEvents,
    @inject(ConsumeUsage) private readonly usage: ConsumeUsage,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
  ) {}

  async execute(userId: number, sessionId: number): Promise<{ success: true }> {
    const session = await this.setups.owned(userId, sessionId);
    if (session.status !== 'InProgress') throw new SessionEndedError();
    if (!session.coachEnabled) {
      await this.transactions.run(async () => {
        await this.usage.execute(userId, { session: false, coach: true });
        await this.sessions.update(sessionId, { coachEnabled: true });
      });
    }
    this.events.emit(sessionId, 'coach-enabled', { sessionId, isCoachModeEnabled: true });
    return { success: true };
  }
}

/** SPEC §3 "Unended session": what the learner can resume. */
@injectable()
export class ListUnendedSessions {
  constructor(
    @inject(PRACTICE.SessionRepository) private readonly sessions: SessionRepository,
    @inject(CatalogueSnapshot) private readonly catalogue: CatalogueSnapshot,
  ) {}

  async execute(userId: number, page: number, pageSize: number) {
    const { items, hasMore } = await this.sessions.unended(userId, page, pageSize);
    const { scenarios } = await this.catalogue.get();
    const data = items.flatMap((s) => {
      const scenario = scenarios.find((c) => c.id === s.scenarioId);
      if (!scenario) return []; // its scenario was removed from the catalogue since
      return [{
        sessionId: s.id, scenarioId: s.scenarioId, scenarioName: scenario.name, scenarioName_ru: scenario.name_ru,
        scenarioDescription: scenario.description, scenarioDescription_ru: scenario.description_ru,
        startedAt: s.startedAt.toISOString(), messageCount: s.messageCount,
      }];
    });
    return { data, page, hasMore };
  }
}
