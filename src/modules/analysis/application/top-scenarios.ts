import { inject, injectable } from 'inversify';
import { BrowseCatalogue } from '#src/modules/practice/index.ts';
import { ANALYSIS } from '../analysis.tokens.ts';
import type { ResultRepository } from '../domain/ports.ts';
import { SKILLS, type ScenarioCompletion } from '../domain/result.ts';

/**
 * Community averages are published once this many different learners have completed a scenario:
 * the list is public, and an average of one or two learners is their own private scores.
 */
export const COMMUNITY_MINIMUM = 5;
const UNPUBLISHED = Object.fromEntries(SKILLS.map((s) => [s, null])) as ScenarioCompletion['skillAverages'];

/** Home's "top scenarios": the most completed, with what the community scored in each skill. */
@injectable()
export class TopScenarios {
  constructor(
    @inject(ANALYSIS.ResultRepository) private readonly results: ResultRepository,
    @inject(BrowseCatalogue) private readonly catalogue: BrowseCatalogue,
  ) {}

  async execute(count: number) {
    // Every scenario's row (one per scenario played): the top ones may since have been retired.
    const completions = await this.results.mostCompleted();
    const summaries = new Map((await this.catalogue.summariesOf(completions.map((c) => c.scenarioId))).map((s) => [s.id, s]));
    return completions.flatMap(({ scenarioId, completionCount, learners, skillAverages }) => {
      const s = summaries.get(scenarioId);
      if (!s) return []; // a scenario retired or removed since
      return [{
        id: s.id, name: s.name, name_ru: s.name_ru, description: s.description, description_ru: s.description_ru,
        category: s.category, category_ru: s.category_ru, difficulty: s.difficulty, difficulty_ru: s.difficulty_ru,
        completionCount, skillAverages: learners >= COMMUNITY_MINIMUM ? skillAverages : UNPUBLISHED,
      }];
    }).slice(0, count);
  }
}
