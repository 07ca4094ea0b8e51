import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { PersonalDataEraser } from '#src/modules/identity/index.ts';
import { OnboardingProfileEntity, CurriculumPlanEntity } from './curriculum.entities.ts';
import { AssignmentEntity, AssignmentMemberEntity } from './assignment.entities.ts';

/**
 * A deleted account's goals, plans and place in assignments (ADR 0030). Assignments an Admin set
 * belong to the team and stay, no longer saying who set them.
 */
@injectable()
export class MikroOrmPersonalDataEraser implements PersonalDataEraser {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async eraseUser(userId: number): Promise<void> {
    await this.em.nativeDelete(OnboardingProfileEntity, { userId });
    await this.em.nativeDelete(CurriculumPlanEntity, { userId });
    await this.em.nativeDelete(AssignmentMemberEntity, { userId });
    await this.em.nativeUpdate(AssignmentEntity, { createdByUserId: userId }, { createdByUserId: null });
  }
}
