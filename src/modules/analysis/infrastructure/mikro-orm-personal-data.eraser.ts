import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { PersonalDataEraser } from '#src/modules/identity/index.ts';
import { AnalysisAttemptEntity, SessionAnalysisEntity, SessionResultEntity, UserAchievementEntity } from './analysis.entities.ts';

/**
 * A deleted account's analyses (ADR 0030): results, achievements, the analysis records and their
 * attempts. With the record gone, a job still queued for one of the sessions finds nothing to do,
 * and one running at this moment saves nothing (AnalyzeSession completes the record first).
 */
@injectable()
export class MikroOrmPersonalDataEraser implements PersonalDataEraser {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async eraseUser(userId: number): Promise<void> {
    await this.em.nativeDelete(SessionResultEntity, { userId });
    await this.em.nativeDelete(UserAchievementEntity, { userId });
    await this.em.nativeDelete(AnalysisAttemptEntity, { userId });
    await this.em.nativeDelete(SessionAnalysisEntity, { userId });
  }
}
