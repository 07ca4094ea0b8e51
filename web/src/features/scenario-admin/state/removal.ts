import type { AdminScenarioView, ScenarioRemoval } from '../../../lib/contracts';

/**
 * What Delete will do (the server decides the same way): a scenario never played goes for good; one
 * with sessions is retired, so learners no longer see it while its sessions' history stays readable.
 */
export function removalOf(scenario: Pick<AdminScenarioView, 'sessionCount'>): ScenarioRemoval['outcome'] {
  return scenario.sessionCount > 0 ? 'retired' : 'deleted';
}

/** The notice after the server answered: i18n key under `removed.` and its values. */
export function removalNotice(scenario: Pick<AdminScenarioView, 'name' | 'name_ru' | 'sessionCount'>, outcome: ScenarioRemoval['outcome']) {
  return { key: `removed.${outcome}`, values: { name: scenario.name, name_ru: scenario.name_ru, count: scenario.sessionCount } };
}
