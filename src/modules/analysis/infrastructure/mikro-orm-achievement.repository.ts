import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Achievement, AchievementDefinition } from '../domain/achievement.ts';
import type { AchievementRepository } from '../domain/ports.ts';
import { AchievementEntity, UserAchievementEntity } from './analysis.entities.ts';

@injectable()
export class MikroOrmAchievementRepository implements AchievementRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async sync(definitions: AchievementDefinition[]): Promise<void> {
    if (!definitions.length) return;
    await this.em.createQueryBuilder(AchievementEntity)
      .insert(definitions.map((d, position) => ({ ...d, position })))
      .onConflict('key').merge()
      .execute();
  }

  async all(): Promise<Achievement[]> {
    const rows = await this.em.find(AchievementEntity, {}, { orderBy: { position: 'asc', id: 'asc' } });
    return rows.map((r) => ({
      id: r.id, key: r.key, name: r.name, name_ru: r.name_ru, description: r.description, description_ru: r.description_ru,
      icon: r.icon, tier: r.tier, criterion: r.criterion,
    }));
  }

  async earnedBy(userId: number) {
    const rows = await this.em.find(UserAchievementEntity, { userId });
    return new Map(rows.map((r) => [r.achievementId, { earnedAt: r.earnedAt, sessionId: r.sessionId }]));
  }

  async award(userId: number, sessionId: number, achievementIds: number[]): Promise<number[]> {
    if (!achievementIds.length) return [];
    const earnedAt = new Date();
    const inserted = await this.em.createQueryBuilder(UserAchievementEntity)
      .insert(achievementIds.map((achievementId) => ({ userId, achievementId, sessionId, earnedAt })))
      .onConflict(['userId', 'achievementId']).ignore()
      .returning('achievementId')
      .execute('all');
    return (inserted as unknown as { achievementId?: number; achievement_id?: number }[]).map((r) => Number(r.achievementId ?? r.achievement_id));
  }
}
