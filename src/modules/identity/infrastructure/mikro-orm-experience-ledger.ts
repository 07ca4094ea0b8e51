import { inject, injectable } from 'inversify';
import type { EntityManager, QueryResult } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { ExperienceLedger } from '../domain/ports.ts';

/**
 * Plain SQL inside the caller's transaction, past the unit of work: a save of the account elsewhere
 * writes only the columns its own use case changed, so it never writes back points read before these.
 */
@injectable()
export class MikroOrmExperienceLedger implements ExperienceLedger {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async holdAccount(userId: number): Promise<boolean> {
    const rows = await this.em.execute('select "id" from "users" where "id" = ? for update', [userId]);
    return rows.length === 1;
  }

  async add(userId: number, points: number): Promise<void> {
    if (points === 0) return;
    await this.em.execute<QueryResult>(
      'update "users" set "experience_points" = greatest("experience_points" + ?, 0) where "id" = ?', [points, userId], 'run',
    );
  }
}
