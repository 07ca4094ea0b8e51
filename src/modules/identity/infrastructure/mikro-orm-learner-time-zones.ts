import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '#src/shared/time-zone.ts';
import type { LearnerTimeZones } from '../domain/ports.ts';

/** One column of the account's row, read without loading the account. */
@injectable()
export class MikroOrmLearnerTimeZones implements LearnerTimeZones {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async of(userId: number): Promise<string> {
    const [row] = await this.em.execute<{ time_zone: string | null }[]>('select "time_zone" from "users" where "id" = ?', [userId]);
    const zone = row?.time_zone;
    // A zone this runtime does not know (stored by a newer one, or by hand) counts in UTC rather than failing the page.
    return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  }
}
