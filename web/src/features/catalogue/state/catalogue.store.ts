import { proxy } from 'valtio';
import { isApiError } from '../../../lib/api-error';
import type { CategoryView, ScenarioDetail, ScenarioSummary } from '../../../lib/contracts';
import { catalogueApi, type ScenarioFilters } from '../api/catalogue.api';
import { isDifficulty } from './localize';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The /scenarios list and the categories behind its filter and its hero numbers. */
export const catalogueState = proxy({
  status: 'idle' as LoadStatus,
  scenarios: [] as ScenarioSummary[],
  categories: [] as CategoryView[],
});

/** One scenario's detail page. */
export const scenarioState = proxy({
  status: 'idle' as LoadStatus | 'notFound',
  id: null as number | null,
  scenario: null as ScenarioDetail | null,
});

export const NO_FILTERS: ScenarioFilters = { category: '', difficulty: '' };

/** Filters as the URL holds them (?category=Sales&difficulty=Advanced); unknown difficulties are dropped. */
export function filtersFromSearch(search: string): ScenarioFilters {
  const params = new URLSearchParams(search);
  const difficulty = params.get('difficulty');
  return { category: params.get('category')?.trim() ?? '', difficulty: isDifficulty(difficulty) ? difficulty : '' };
}

/** Totals for the hero, from the categories the server counted (never a number written in the code). */
export function catalogueTotals(categories: readonly CategoryView[]): { scenarios: number; categories: number } {
  const used = categories.filter((category) => category.scenarioCount > 0);
  return { scenarios: used.reduce((sum, category) => sum + category.scenarioCount, 0), categories: used.length };
}

let listController: AbortController | null = null;

/** Loads the scenarios matching `filters` and the categories (both kept answers on the server: a SuperAdmin's edit shows at once). */
export async function loadCatalogue(filters: ScenarioFilters): Promise<void> {
  listController?.abort();
  const controller = (listController = new AbortController());
  catalogueState.status = 'loading';
  try {
    const [scenarios, categories] = await Promise.all([catalogueApi.scenarios(filters, controller.signal), catalogueApi.categories(controller.signal)]);
    if (controller.signal.aborted) return;
    Object.assign(catalogueState, { status: 'ready', scenarios, categories });
  } catch {
    if (controller.signal.aborted) return;
    catalogueState.status = 'error';
  }
}

let detailController: AbortController | null = null;

/**
 * Loads /scenario/{id}; an id that is not a number names no scenario, like a 404. Loading the shown
 * scenario again (the language changed: its rubric comes in one language) keeps it on screen meanwhile.
 */
export async function loadScenario(rawId: string): Promise<void> {
  detailController?.abort();
  const controller = (detailController = new AbortController());
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const shown = scenarioState.status === 'ready' && scenarioState.scenario?.id === id;
  if (!shown) Object.assign(scenarioState, { status: 'loading', id, scenario: null });
  if (id === null || id === 0) {
    scenarioState.status = 'notFound';
    return;
  }
  try {
    const scenario = await catalogueApi.scenario(id, controller.signal);
    if (controller.signal.aborted) return;
    Object.assign(scenarioState, { status: 'ready', scenario });
  } catch (error) {
    if (controller.signal.aborted || (shown && !(isApiError(error) && error.status === 404))) return; // the shown one stays
    scenarioState.status = isApiError(error) && error.status === 404 ? 'notFound' : 'error';
  }
}
