import { inject, injectable } from 'inversify';
import { FinishedConversations } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import { progressTowards, type Achievement, type CompletedSession } from '../domain/achievement.ts';
import type { AchievementRepository, ResultRepository } from '../domain/ports.ts';
import { SKILLS, type Skill } from '../domain/result.ts';

/** SPEC §3 "Achievement", as the API sends it. */
export interface AchievementView extends Omit<Achievement, 'criterion'> {
  earnedAt: string | null;
  progress: { current: number; target: number; percentage: number };
}

/** Evaluated after every analysis: each achievement is earned once, the first time its target is met. */
@injectable()
export class Achievements {
  constructor(
    @inject(ANALYSIS.AchievementRepository) private readonly achievements: AchievementRepository,
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
    @inject(FinishedConversations) private readonly conversations: FinishedConversations,
  ) {}

  /** Awards what the learner's record now meets; returns just those, newly earned. */
  async evaluate(userId: number, sessionId: number): Promise<AchievementView[]> {
    const { catalogue, sessions, earned } = await this.standing(userId);
    const met = catalogue.filter((a) => !earned.has(a.id) && progressTowards(a.criterion, sessions).current >= a.criterion.target);
    const awarded = new Set(await this.achievements.award(userId, sessionId, met.map((a) => a.id)));
    const earnedAt = new Date();
    return met.filter((a) => awarded.has(a.id)).map((a) => view(a, earnedAt, sessions));
  }

  /** Every achievement: earned ones with their date, locked ones with progress. */
  async list(userId: number): Promise<AchievementView[]> {
    const { catalogue, sessions, earned } = await this.standing(userId);
    return catalogue.map((a) => view(a, earned.get(a.id)?.earnedAt ?? null, sessions));
  }

  /** What the analysis of one session earned. */
  async earnedIn(userId: number, sessionId: number): Promise<AchievementView[]> {
    const { catalogue, sessions, earned } = await this.standing(userId);
    return catalogue.flatMap((a) => {
      const e = earned.get(a.id);
      return e?.sessionId === sessionId ? [view(a, e.earnedAt, sessions)] : [];
    });
  }

  private async standing(userId: number) {
    const [catalogue, results, earned, scenarios] = await Promise.all([
      this.achievements.all(), this.results.allOf(userId), this.achievements.earnedBy(userId), this.conversations.scenarioFacts(),
    ]);
    const sessions: CompletedSession[] = results.map((r) => ({
      sessionId: r.sessionId, completedAt: r.completedAt, overall: r.overall, coachEnabled: r.coachEnabled, scenarioId: r.scenarioId,
      scores: Object.fromEntries(SKILLS.map((s) => [s, r.scores[s].score])) as Record<Skill, number>,
      scenario: scenarios.get(r.scenarioId) ?? null,
    }));
    return { catalogue, sessions, earned };
  }
}

function view(a: Achievement, earnedAt: Date | null, sessions: CompletedSession[]): AchievementView {
  const { criterion, ...rest } = a;
  const progress = progressTowards(criterion, sessions);
  return {
    ...rest,
    earnedAt: earnedAt?.toISOString() ?? null,
    // An earned achievement shows as complete even if, say, a later score was lower.
    progress: earnedAt ? { current: progress.target, target: progress.target, percentage: 100 } : progress,
  };
}
