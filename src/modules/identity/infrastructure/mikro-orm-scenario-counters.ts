import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { ScenarioCounters } from '../domain/ports.ts';

/**
 * One UPDATE each, inside the caller's transaction (session start and end are hot paths). Plain
 * SQL past the unit of work: the counters are no profile field, so cached profiles stay valid.
 * An end never drives `incomplete` below zero, should a session have been written past StartSession (a tool, a test).
 */
@injectable()
export class MikroOrmScenarioCounters implements ScenarioCounters {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async sessionStarted(userId: number): Promise<void> {
    await this.em.execute('update "users" set "incomplete_scenarios" = "incomplete_scenarios" + 1 where "id" = ?', [userId]);
  }

  async sessionCompleted(userId: number): Promise<void> {
    await this.em.execute(
      'update "users" set "completed_scenarios" = "completed_scenarios" + 1, "incomplete_scenarios" = greatest("incomplete_scenarios" - 1, 0) where "id" = ?',
      [userId],
    );
  }
}
