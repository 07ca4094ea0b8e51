import { REMOVED_SCENARIO, type ScenarioFacts } from '#src/modules/practice/index.ts';

/** A scenario removed from the catalogue since still needs a name on old results. */
export const namesOrRemoved = (facts: ScenarioFacts | undefined) => facts ?? REMOVED_SCENARIO;
