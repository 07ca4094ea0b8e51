import { inject, injectable } from 'inversify';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { ResultRepository } from '../domain/ports.ts';
import { SKILLS, type Skill } from '../domain/result.ts';

/** SPEC §3 "Average scores": the learner's average of each skill (zeros before the first analysis). */
@injectable()
export class ViewAverageScores {
  constructor(@inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository) {}

  async execute(userId: number) {
    const averages = await this.results.averages(userId);
    const zero = Object.fromEntries(SKILLS.map((s) => [s, 0]));
    return {
      hasData: averages !== null,
      sessionCount: averages?.sessionCount ?? 0,
      averageScores: { overall: averages?.overall ?? 0, ...zero, ...averages?.scores } as Record<'overall' | Skill, number>,
    };
  }
}
