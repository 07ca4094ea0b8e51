import { inject, injectable } from 'inversify';
import { FinishedConversations } from '#src/modules/practice/index.ts';
import { SessionNotFoundError } from '../domain/analysis.errors.ts';
import { AchievementStanding, achievementView, type AchievementView } from './achievement-standing.ts';

/** The results page's achievements: what the analysis of one session earned. */
@injectable()
export class ListSessionAchievements {
  constructor(
    @inject(AchievementStanding) private readonly standing: AchievementStanding,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
  ) {}

  async execute(userId: number, sessionId: number): Promise<AchievementView[]> {
    // Someone else's session, or none, answers as the results do: not "nothing earned there".
    const conversation = await this.conversations.get(sessionId);
    if (!conversation || conversation.userId !== userId) throw new SessionNotFoundError();
    const { catalogue, record, earned } = await this.standing.of(userId);
    return catalogue.flatMap((a) => {
      const e = earned.get(a.id);
      return e?.sessionId === sessionId ? [achievementView(a, e.earnedAt, record)] : [];
    });
  }
}
