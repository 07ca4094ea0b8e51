import { proxy } from 'valtio';
import type { AdminScenarioDetail, AdminScenarioView } from '../../../lib/contracts';
import { scenarioAdminApi } from '../api/scenario-admin.api';
import { type EngineDraft, engineOf } from './engine-content';
import type { Lang } from './engine-draft';
import { EMPTY_FORM, firstPlace, formOf, type FormPlace, type ScenarioForm, validateScenario, withCategory } from './scenario-form';
import { quotedNames } from './removal';
import { requestOf } from './scenario-request';
import { announce, refreshScenarios, scenariosState } from './scenarios.store';
import { type Issue, issuesOf, type IssuePlace, placeOf } from './server-issues';
import { asRef } from '../../../lib/valtio-ref';

export const editorState = proxy({
  open: false,
  /** The scenario being edited; null while creating one. */
  scenario: null as AdminScenarioView | null,
  /** The engine's content arrives with the detail (GET /{id}); a new scenario has none to load. */
  engineStatus: 'ready' as 'loading' | 'ready' | 'error',
  form: { ...EMPTY_FORM } as ScenarioForm,
  engine: engineOf(null) as EngineDraft,
  tab: 'en' as Lang,
  advancedOpen: false,
  scriptTab: 'en' as Lang,
  /** After the first Save the form's own rules show under their fields. */
  submitted: false,
  saving: false,
  failure: null as unknown,
  issues: [] as Issue[],
  /** Bumped when the first field in error should take the focus (after the tab it is in has rendered). */
  focusRequest: 0,
});

let detailCall: AbortController | null = null;

function reset(scenario: AdminScenarioView | null): void {
  detailCall?.abort();
  Object.assign(editorState, {
    open: true, scenario, engineStatus: scenario ? 'loading' : 'ready', form: scenario ? formOf(scenario) : { ...EMPTY_FORM, personaIds: [] },
    engine: engineOf(null), tab: 'en', advancedOpen: false, scriptTab: 'en', submitted: false, saving: false, failure: null, issues: [],
  });
}

async function loadEngine(id: number): Promise<void> {
  const call = (detailCall = new AbortController());
  editorState.engineStatus = 'loading';
  try {
    const detail: AdminScenarioDetail = await scenarioAdminApi.detail(id, call.signal);
    if (call.signal.aborted) return;
    Object.assign(editorState, { engine: engineOf(detail), engineStatus: 'ready' });
  } catch (error) {
    if (call.signal.aborted) return;
    console.error('Scenario management: the built-in engine content could not be loaded', error);
    editorState.engineStatus = 'error';
  }
}

export function openCreate(): void {
  reset(null);
}

/** The form opens from the list's row at once; the engine's content follows. */
export function openEdit(scenario: AdminScenarioView): void {
  reset(scenario);
  void loadEngine(scenario.id);
}

export function retryEngine(): void {
  if (editorState.scenario) void loadEngine(editorState.scenario.id);
}

export function closeEditor(): void {
  detailCall?.abort();
  editorState.open = false;
}

export function setField<K extends keyof ScenarioForm>(field: K, value: ScenarioForm[K]): void {
  editorState.form[field] = value;
}

export function setCategory(category: string): void {
  // Assigned field by field: the form's proxy stays the one every field is bound to.
  Object.assign(editorState.form, withCategory(editorState.form, category, scenariosState.categories));
}

/** Any edit of the scripts: the save sends them (left alone, the server keeps what the scenario has). */
export function scriptEdited(): void {
  editorState.engine.scriptChanged = true;
}

export function castEdited(): void {
  editorState.engine.castChanged = true;
}

export function togglePersona(id: number, on: boolean): void {
  const ids = editorState.form.personaIds.filter((other) => other !== id);
  editorState.form.personaIds = on ? [...ids, id] : ids;
}

const PLACES: readonly IssuePlace[] = ['en', 'ru', 'common', 'cast', 'script-en', 'script-ru'];

/** Shows where the first problem is: its language tab, or the Advanced section at the right script. */
function reveal(place: IssuePlace | null): void {
  if (place === 'en' || place === 'ru') editorState.tab = place;
  else if (place === 'cast' || place?.startsWith('script-')) {
    editorState.advancedOpen = true;
    if (place !== 'cast') editorState.scriptTab = place.slice('script-'.length) as Lang;
  }
  editorState.focusRequest++;
}

/** Save: the form's rules first (SPEC §5), then the server; where it refuses, the fields say why. */
export async function saveScenario(): Promise<void> {
  if (editorState.saving) return;
  Object.assign(editorState, { submitted: true, failure: null, issues: [] });
  const problems = Object.keys(validateScenario(editorState.form));
  if (problems.length > 0) return reveal(firstPlace(problems) as FormPlace);
  const id = editorState.scenario?.id ?? null;
  // The scenario's own personas count too: the persona list may have failed to load.
  const personas = [...scenariosState.personas, ...(editorState.scenario?.personas ?? [])];
  const body = requestOf(editorState.form, { id, engine: editorState.engine, categories: scenariosState.categories, personas });
  editorState.saving = true;
  try {
    await (id === null ? scenarioAdminApi.create(body) : scenarioAdminApi.update(id, body));
    editorState.open = false;
    announce({ key: id === null ? 'saved.created' : 'saved.updated', values: quotedNames(body) });
    refreshScenarios();
  } catch (error) {
    console.error('Scenario management: the scenario could not be saved', error);
    const issues = issuesOf(error);
    Object.assign(editorState, { failure: asRef(error), issues });
    const places = issues.map((issue) => placeOf(issue.path));
    reveal(PLACES.find((place) => places.includes(place)) ?? null);
  } finally {
    editorState.saving = false;
  }
}
