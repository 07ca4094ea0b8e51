import { inject, injectable } from 'inversify';
import { AchievementStanding, achievementView, type AchievementView } from './achievement-standing.ts';

/** The results page's achievements: what the analysis of one session earned. */
@injectable()
export class ListSessionAchievements {
  constructor(@inject(AchievementStanding) private readonly standing: AchievementStanding) {}

  async execute(userId: number, sessionId: number): Promise<AchievementView[]> {
    const { catalogue, record, earned } = await this.standing.of(userId);
    return catalogue.flatMap((a) => {
      const e = earned.get(a.id);
      return e?.sessionId === sessionId ? [achievementView(a, e.earnedAt, record)] : [];
    });
  }
}
