import { inject, injectable } from 'inversify';
import { ValidationError } from '#src/platform/errors.ts';
import { ScenarioNotFoundError } from '../domain/practice.errors.ts';
import { difficultyFrom, type Scenario } from '../domain/scenario.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { catalogueOrder, personaViewOf, scenarioDetailOf, scenarioSummaryOf } from './catalogue-presenters.ts';

export interface ScenarioFilter {
  /** A category name in either language. */
  category?: string;
  /** A difficulty in either language. */
  difficulty?: string;
}

/** What anyone may read of the catalogue: scenarios, their personas, the categories. */
@injectable()
export class BrowseCatalogue {
  constructor(@inject(CatalogueSnapshot) private readonly snapshot: CatalogueSnapshot) {}

  async scenarios(filter: ScenarioFilter, locale: 'en' | 'ru') {
    const difficulty = filter.difficulty ? difficultyFrom(filter.difficulty) : undefined;
    if (difficulty === null)
      throw new ValidationError([{ path: 'query.difficulty', message: 'Difficulty must be Beginner, Intermediate or Advanced.' }]);
    const category = filter.category?.toLowerCase();
    const { scenarios } = await this.snapshot.get();
    return scenarios
      .filter((s) => !difficulty || s.difficulty === difficulty)
      .filter((s) => !category || s.category.name.toLowerCase() === category || s.category.name_ru.toLowerCase() === category)
      .sort(catalogueOrder(locale))
      .map(scenarioSummaryOf);
  }

  /** Summaries of the given scenarios that still exist, in the given order. */
  async summariesOf(ids: number[]) {
    const byId = new Map((await this.snapshot.get()).scenarios.map((s) => [s.id, s]));
    return ids.flatMap((id) => {
      const scenario = byId.get(id);
      return scenario ? [scenarioSummaryOf(scenario)] : [];
    });
  }

  async scenario(id: number, options: { withSystemPrompt: boolean; locale: 'en' | 'ru' }) {
    return scenarioDetailOf(await this.find(id), options.withSystemPrompt, options.locale);
  }

  async personas(scenarioId: number) {
    return (await this.find(scenarioId)).personas.map(personaViewOf);
  }

  /** Categories that have scenarios, with how many: filters and onboarding goals come from here. */
  async categories(locale: 'en' | 'ru') {
    const { scenarios } = await this.snapshot.get();
    const counts = new Map<string, { name: string; name_ru: string; scenarioCount: number }>();
    for (const { category } of scenarios) {
      const entry = counts.get(category.name) ?? { name: category.name, name_ru: category.name_ru, scenarioCount: 0 };
      entry.scenarioCount++;
      counts.set(category.name, entry);
    }
    const collator = new Intl.Collator(locale);
    return [...counts.values()].sort((a, b) => collator.compare(locale === 'ru' ? a.name_ru : a.name, locale === 'ru' ? b.name_ru : b.name));
  }

  private async find(id: number): Promise<Scenario> {
    const scenario = (await this.snapshot.get()).scenarios.find((s) => s.id === id);
    if (!scenario) throw new ScenarioNotFoundError();
    return scenario;
  }
}
