import { inject, injectable } from 'inversify';
import type { EntityManager, QueryResult } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { ScenarioCounters } from '../domain/ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';

/**
 * One UPDATE each, inside the caller's transaction (session start and end are hot paths). Plain
 * SQL past the unit of work: the counters are no profile field, so cached profiles stay valid.
 * An end or a discard never drives `incomplete` below zero, should a session have been written past StartSession (a tool, a test).
 */
@injectable()
export class MikroOrmScenarioCounters implements ScenarioCounters {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  /**
   * Waits on the account's row, so a start racing the account's deletion (ADR 0030) finds it gone and
   * fails, and its transaction writes no session, lines or billing row for an id that no longer exists.
   */
  async sessionStarted(userId: number): Promise<void> {
    const result = await this.em.execute<QueryResult>('update "users" set "incomplete_scenarios" = "incomplete_scenarios" + 1 where "id" = ?', [userId], 'run');
    if (result.affectedRows === 0) throw new UserNotFoundError(`with id ${userId}`);
  }

  async sessionCompleted(userId: number): Promise<void> {
    await this.em.execute(
      'update "users" set "completed_scenarios" = "completed_scenarios" + 1, "incomplete_scenarios" = greatest("incomplete_scenarios" - 1, 0) where "id" = ?',
      [userId],
    );
  }

  async sessionDiscarded(userId: number): Promise<void> {
    await this.em.execute('update "users" set "incomplete_scenarios" = greatest("incomplete_scenarios" - 1, 0) where "id" = ?', [userId]);
  }
}
