import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { CurriculumPlan, CurriculumRepository, CurriculumVariant } from '../domain/ports.ts';
import { CurriculumPlanEntity } from './curriculum.entities.ts';

@injectable()
export class MikroOrmCurriculumRepository implements CurriculumRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async find(userId: number, variant: CurriculumVariant): Promise<CurriculumPlan | null> {
    const row = await this.em.findOne(CurriculumPlanEntity, { userId, variant });
    return row && {
      userId: row.userId, variant: row.variant, items: row.items, planner: row.planner, basedOn: row.basedOn, generatedAt: row.generatedAt,
    };
  }

  async save(plan: CurriculumPlan): Promise<void> {
    await this.em.upsert(CurriculumPlanEntity, { ...plan });
  }

  async hasAny(userId: number): Promise<boolean> {
    return (await this.em.count(CurriculumPlanEntity, { userId })) > 0;
  }
}
