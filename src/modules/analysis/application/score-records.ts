import { inject, injectable } from 'inversify';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { OverallRecord, ResultRepository } from '../domain/ports.ts';
import { clampScore, SKILLS, type Skill } from '../domain/result.ts';

/** One analysed session as numbers: what other modules (the curriculum) measure progress on. */
export interface ScoreRecord {
  sessionId: number;
  scenarioId: number;
  completedAt: Date;
  overall: number;
  scores: Record<Skill, number>;
}

/** How the community did in one scenario. */
export interface ScenarioScoreRecord {
  scenarioId: number;
  completionCount: number;
  overall: number;
}

/** The scores of analysed sessions, without their texts. */
@injectable()
export class ScoreRecords {
  constructor(@inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository) {}

  /** The learner's results, oldest first, scores clamped to 0–10. */
  async ofLearner(userId: number): Promise<ScoreRecord[]> {
    return (await this.results.allOf(userId)).map((r) => ({
      sessionId: r.sessionId, scenarioId: r.scenarioId, completedAt: r.completedAt, overall: clampScore(r.overall),
      scores: Object.fromEntries(SKILLS.map((s) => [s, clampScore(r.scores[s].score)])) as Record<Skill, number>,
    }));
  }

  byScenario(): Promise<ScenarioScoreRecord[]> {
    return this.results.overallByScenario();
  }

  /** A team's results in some scenarios since a moment (overall clamped to 0–10), in one query whatever the team's size. */
  async ofLearners(userIds: readonly number[], scenarioIds: readonly number[], since: Date): Promise<OverallRecord[]> {
    return (await this.results.overallsOf(userIds, scenarioIds, since)).map((r) => ({ ...r, overall: clampScore(r.overall) }));
  }
}
