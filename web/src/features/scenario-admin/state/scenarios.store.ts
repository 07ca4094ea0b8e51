import { proxy } from 'valtio';
import type { AdminCategoryView, AdminPersonaView, AdminScenarioView } from '../../../lib/contracts';
import { scenarioAdminApi } from '../api/scenario-admin.api';
import { removalNotice } from './removal';
import { restorationNotice } from './retired';
import { asRef } from '../../../lib/valtio-ref';
import { NOTICE_MS } from '../../../config/timers';

/** A notice above the list: an i18n key of the scenarioAdmin namespace and its values. */
export interface Notice {
  key: string;
  values: Record<string, string | number>;
}

export const scenariosState = proxy({
  /** loading: nothing on screen yet; ready: a list is shown (a refresh may be under way); error: the load failed. */
  status: 'loading' as 'loading' | 'ready' | 'error',
  scenarios: null as AdminScenarioView[] | null,
  /** "Show retired" (ADR 0031): the retired scenarios join the list, each with Restore. */
  showRetired: false,
  /** The retired scenarios, loaded with the list while "Show retired" is on. */
  retired: null as AdminScenarioView[] | null,
  refreshing: false,
  error: null as unknown,
  /** SPEC §2: filters the loaded list on the client, in both languages. */
  search: '',
  personas: [] as AdminPersonaView[],
  categories: [] as AdminCategoryView[],
  notice: null as Notice | null,
  /** The scenario whose Delete confirmation is open. */
  removing: null as AdminScenarioView | null,
  /** The retired scenario whose Restore confirmation is open. */
  restoring: null as AdminScenarioView | null,
});

let listCall: AbortController | null = null;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

async function loadList(): Promise<void> {
  listCall?.abort();
  const call = (listCall = new AbortController());
  scenariosState.refreshing = scenariosState.scenarios !== null;
  if (!scenariosState.refreshing) scenariosState.status = 'loading';
  const withRetired = scenariosState.showRetired;
  try {
    const [scenarios, retired] = await Promise.all([
      scenarioAdminApi.list(call.signal),
      withRetired ? scenarioAdminApi.retired(call.signal) : null,
    ]);
    if (!call.signal.aborted) Object.assign(scenariosState, { scenarios, retired, status: 'ready', refreshing: false, error: null });
  } catch (error) {
    if (call.signal.aborted) return;
    console.error('Scenario management: the scenarios could not be loaded', error);
    Object.assign(scenariosState, { status: 'error', refreshing: false, error: asRef(error) });
  }
}

/** The personas and categories the form offers; without them it still works (no boxes, no suggestions). */
async function loadChoices(): Promise<void> {
  const [personas, categories] = await Promise.allSettled([scenarioAdminApi.personas(), scenarioAdminApi.categories()]);
  if (personas.status === 'fulfilled') scenariosState.personas = personas.value;
  else console.error('Scenario management: the personas could not be loaded', personas.reason);
  if (categories.status === 'fulfilled') scenariosState.categories = categories.value;
  else console.error('Scenario management: the categories could not be loaded', categories.reason);
}

/** Opening the page, Refresh and Try again: everything afresh (the search stays as typed). */
export function refreshScenarios(): void {
  void loadList();
  void loadChoices();
}

export function setSearch(search: string): void {
  scenariosState.search = search;
}

/** "Show retired": the list loads again with (or without) the retired scenarios; the search stays. */
export function setShowRetired(showRetired: boolean): void {
  if (scenariosState.showRetired === showRetired) return;
  scenariosState.showRetired = showRetired;
  if (!showRetired) scenariosState.retired = null; // shown again only as freshly loaded
  void loadList();
}

export function announce(notice: Notice): void {
  clearTimeout(noticeTimer);
  scenariosState.notice = notice;
  noticeTimer = setTimeout(() => (scenariosState.notice = null), NOTICE_MS);
}

export function askToRemove(scenario: AdminScenarioView): void {
  scenariosState.removing = scenario;
}

export function cancelRemoval(): void {
  scenariosState.removing = null;
}

/** Deletes or retires the scenario being confirmed; a failure is thrown for the dialog to show. */
export async function confirmRemoval(): Promise<void> {
  const scenario = scenariosState.removing;
  if (!scenario) return;
  const { outcome } = await scenarioAdminApi.remove(scenario.id);
  scenariosState.removing = null;
  announce(removalNotice(scenario, outcome));
  refreshScenarios();
}

export function askToRestore(scenario: AdminScenarioView): void {
  scenariosState.restoring = scenario;
}

export function cancelRestoring(): void {
  scenariosState.restoring = null;
}

/** Puts the retired scenario being confirmed back in the catalogue; a failure is thrown for the dialog to show. */
export async function confirmRestoring(): Promise<void> {
  const scenario = scenariosState.restoring;
  if (!scenario) return;
  const { outcome } = await scenarioAdminApi.restore(scenario.id);
  scenariosState.restoring = null;
  announce(restorationNotice(scenario, outcome));
  refreshScenarios();
}

/** Leaving the page: an answer still on its way is dropped. */
export function leaveScenarios(): void {
  listCall?.abort();
  clearTimeout(noticeTimer);
  Object.assign(scenariosState, { notice: null, removing: null, restoring: null, refreshing: false });
}
