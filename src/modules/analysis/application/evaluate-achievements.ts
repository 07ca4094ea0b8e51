import { inject, injectable } from 'inversify';
import { ANALYSIS } from '../analysis.tokens.ts';
import { progressTowards } from '../domain/achievement.ts';
import type { AchievementRepository } from '../domain/ports.ts';
import { AchievementStanding, achievementView, type AchievementView } from './achievement-standing.ts';

/** After every analysis: each achievement is earned once, the first time its target is met. */
@injectable()
export class EvaluateAchievements {
  constructor(
    @inject(ANALYSIS.AchievementRepository) private readonly achievements: AchievementRepository,
    @inject(AchievementStanding) private readonly standing: AchievementStanding,
  ) {}

  /** Awards what the learner's record now meets; returns just those, newly earned. */
  async execute(userId: number, sessionId: number): Promise<AchievementView[]> {
    const { catalogue, record, earned } = await this.standing.of(userId);
    const met = catalogue.filter((a) => !earned.has(a.id) && progressTowards(a.criterion, record).current >= a.criterion.target);
    const awarded = new Set(await this.achievements.award(userId, sessionId, met.map((a) => a.id)));
    const earnedAt = new Date();
    return met.filter((a) => awarded.has(a.id)).map((a) => achievementView(a, earnedAt, record));
  }
}
