import type { ScenarioFacts } from '#src/modules/practice/index.ts';

type ScenarioNames = Pick<ScenarioFacts, 'name' | 'name_ru' | 'description' | 'description_ru'>;

/** A scenario removed from the catalogue since still needs a name on old results. */
const REMOVED: ScenarioNames = { name: 'Removed scenario', name_ru: 'Удалённый сценарий', description: '', description_ru: '' };

export const namesOrRemoved = (facts: ScenarioFacts | undefined): ScenarioNames => facts ?? REMOVED;
