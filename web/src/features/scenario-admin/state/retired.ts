import type { AdminScenarioView } from '../../../lib/contracts';
import type { ScenarioRestoration } from '../../../../../src/modules/practice/http/scenario-admin.contracts';
import { quoted, quotedNames } from './removal';

type Listed = Pick<AdminScenarioView, 'id' | 'retiredAt'>;

/** Deleted after it was played (ADR 0031): out of the catalogue, kept for its history, restorable. */
export const isRetired = (scenario: Pick<AdminScenarioView, 'retiredAt'>): boolean => scenario.retiredAt !== null;

/**
 * The rows of the list: the offered scenarios, and with "Show retired" the retired ones too, each
 * at its place by id (the table's order), so a search finds a retired scenario where it used to be.
 */
export function listedScenarios<T extends Listed>(offered: readonly T[], retired: readonly T[] | null, showRetired: boolean): T[] {
  if (!showRetired || !retired?.length) return [...offered];
  return [...offered, ...retired].sort((a, b) => a.id - b.id);
}

/**
 * The list's count: how many, and with "Show retired" how many of them are retired (the server's
 * lists, before any search). Until the retired ones have loaded it is the plain count, so the status
 * does not say "0 retired" first.
 */
export function listCount(offered: readonly Listed[], retired: readonly Listed[] | null, showRetired: boolean) {
  const retiredCount = showRetired && retired ? retired.length : null;
  return { count: offered.length + (retiredCount ?? 0), retired: retiredCount };
}

/**
 * A scenario as a row's buttons name it for assistive technology ("Edit scenario “…”"): in the
 * interface's language, between its quotation marks, unless the name brings its own.
 */
export function rowName(scenario: Pick<AdminScenarioView, 'name' | 'name_ru'>, locale: string): string {
  return locale === 'ru' ? quoted(scenario.name_ru, '«', '»') : quoted(scenario.name, '“', '”');
}

/** The notice after a restore: i18n key under `restored.` and its values. */
export function restorationNotice(scenario: Pick<AdminScenarioView, 'name' | 'name_ru'>, outcome: ScenarioRestoration['outcome']) {
  return { key: `restored.${outcome}`, values: quotedNames(scenario) };
}
