import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { SavedGoals } from '../domain/goals.ts';
import type { OnboardingProfile, OnboardingProfileRepository } from '../domain/ports.ts';
import { OnboardingProfileEntity } from './curriculum.entities.ts';

@injectable()
export class MikroOrmOnboardingProfileRepository implements OnboardingProfileRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async find(userId: number): Promise<OnboardingProfile | null> {
    const row = await this.em.findOne(OnboardingProfileEntity, { userId });
    return row && { userId: row.userId, goalCategories: row.goalCategories, ownGoals: row.ownGoals, updatedAt: row.updatedAt };
  }

  async save(userId: number, { goalCategories, ownGoals }: SavedGoals): Promise<OnboardingProfile> {
    const updatedAt = new Date();
    await this.em.upsert(OnboardingProfileEntity, { userId, goalCategories, ownGoals, updatedAt });
    return { userId, goalCategories, ownGoals, updatedAt };
  }
}
