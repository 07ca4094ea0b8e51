import { inject, injectable } from 'inversify';
import { AchievementStanding, achievementView, type AchievementView } from './achievement-standing.ts';

/** The dashboard's achievements: earned ones with their date, locked ones with progress. */
@injectable()
export class ListAchievements {
  constructor(@inject(AchievementStanding) private readonly standing: AchievementStanding) {}

  async execute(userId: number): Promise<AchievementView[]> {
    const { catalogue, record, earned } = await this.standing.of(userId);
    return catalogue.map((a) => achievementView(a, earned.get(a.id)?.earnedAt ?? null, record));
  }
}
