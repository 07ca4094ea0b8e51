import { inject, injectable } from 'inversify';
import { FinishedConversations } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import { progressTowards, type Achievement, type CompletedSession, type LearnerRecord } from '../domain/achievement.ts';
import type { AchievementRepository, LearnerTimeZones, ResultRepository } from '../domain/ports.ts';
import { SKILLS, type Skill } from '../domain/result.ts';

/** SPEC §3 "Achievement", as the API sends it. */
export interface AchievementView extends Omit<Achievement, 'criterion'> {
  earnedAt: string | null;
  progress: { current: number; target: number; percentage: number };
}

/** Where a learner stands: the catalogue, their analysed sessions and what they have earned. */
@injectable()
export class AchievementStanding {
  constructor(
    @inject(ANALYSIS.AchievementRepository) private readonly achievements: AchievementRepository,
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
    @inject(ANALYSIS.LearnerTimeZones) private readonly timeZones: LearnerTimeZones,
  ) {}

  async of(userId: number) {
    const [catalogue, results, earned, scenarios, timeZone] = await Promise.all([
      this.achievements.all(), this.results.allOf(userId), this.achievements.earnedBy(userId), this.conversations.scenarioFacts(),
      this.timeZones.of(userId),
    ]);
    const sessions: CompletedSession[] = results.map((r) => ({
      sessionId: r.sessionId, completedAt: r.completedAt, overall: r.overall, coachEnabled: r.coachEnabled, scenarioId: r.scenarioId,
      scores: Object.fromEntries(SKILLS.map((s) => [s, r.scores[s].score])) as Record<Skill, number>,
      scenario: scenarios.get(r.scenarioId) ?? null,
    }));
    const record: LearnerRecord = { sessions, timeZone };
    return { catalogue, record, earned };
  }
}

export function achievementView(a: Achievement, earnedAt: Date | null, record: LearnerRecord): AchievementView {
  const { criterion, ...rest } = a;
  const progress = progressTowards(criterion, record);
  return {
    ...rest,
    earnedAt: earnedAt?.toISOString() ?? null,
    // An earned achievement shows as complete even if, say, a later score was lower.
    progress: earnedAt ? { current: progress.target, target: progress.target, percentage: 100 } : progress,
  };
}
