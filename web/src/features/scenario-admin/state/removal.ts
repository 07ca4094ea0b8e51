import type { AdminScenarioView, ScenarioRemoval } from '../../../lib/contracts';

/**
 * What Delete will do (the server decides the same way): a scenario never played goes for good; one
 * with sessions is retired, so learners no longer see it while its sessions' history stays readable.
 */
export function removalOf(scenario: Pick<AdminScenarioView, 'sessionCount'>): ScenarioRemoval['outcome'] {
  return scenario.sessionCount > 0 ? 'retired' : 'deleted';
}

/** A quotation mark a name may open with: "…", '…', “…”, ‘…’, «…», „…“. */
const OPENING_QUOTE = /^["'“”‘’«»„]/;

/** A name between the marks given, unless it already opens with a quotation mark of its own (“'Too expensive'” stutters). */
export function quoted(name: string, open: string, close: string): string {
  return OPENING_QUOTE.test(name.trim()) ? name : `${open}${name}${close}`;
}

/** A scenario's names as questions and notices show them: the English one in “…”, the Russian one in «…». */
export function quotedNames(scenario: Pick<AdminScenarioView, 'name' | 'name_ru'>) {
  return { name: quoted(scenario.name, '“', '”'), name_ru: quoted(scenario.name_ru, '«', '»') };
}

/** The notice after the server answered: i18n key under `removed.` and its values. */
export function removalNotice(scenario: Pick<AdminScenarioView, 'name' | 'name_ru' | 'sessionCount'>, outcome: ScenarioRemoval['outcome']) {
  return { key: `removed.${outcome}`, values: { ...quotedNames(scenario), count: scenario.sessionCount } };
}
