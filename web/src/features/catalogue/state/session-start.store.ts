import { proxy, ref } from 'valtio';
import { ApiError } from '../../../lib/api-error';
import type { PersonaView, ScenarioSummary } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { catalogueApi, type PersonaGender, type StartSessionRequest } from '../api/catalogue.api';

/** SPEC §9: avatar index 1 to 70, per gender (files in web/public/avatars, see docs/avatars.md). */
export const AVATAR_COUNT = 70;
export const FIRST_NAME_MAX = 50;
/** The generic conversation partner (SPEC §2 "Session-start modal"). */
export const GENERIC_PERSONA_ID = 0;

export const SESSION_LIMIT_MESSAGE = 'Monthly session limit reached';
export const COACH_LIMIT_MESSAGE = 'Monthly coach session limit reached';

type ScenarioRef = Pick<ScenarioSummary, 'id' | 'name' | 'name_ru' | 'description' | 'description_ru'>;
export type StartProblem =
  | { kind: 'sessionLimit' }
  | { kind: 'coachLimit' }
  | { kind: 'failed'; error: Error };

export const sessionStartState = proxy({
  open: false,
  scenario: null as ScenarioRef | null,
  personas: [] as PersonaView[],
  personasStatus: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  /** None is chosen until the learner picks one. */
  personaId: null as number | null,
  gender: 'male' as PersonaGender,
  firstName: '',
  avatarIndex: 1,
  /** The preview image: Start waits until it has loaded. */
  avatarStatus: 'loading' as 'loading' | 'ready' | 'failed',
  coachEnabled: true,
  /** The coach limit is used up: the toggle is off and locked. */
  coachLocked: false,
  starting: false,
  problem: null as StartProblem | null,
  /** The session just started: the page that hosts the modal opens it. */
  startedSessionId: null as number | null,
});

export function avatarUrl(gender: PersonaGender, index: number): string {
  return `/avatars/${gender}/${index}.svg`;
}

/** A random index in 1..AVATAR_COUNT, different from `current` so Regenerate always changes the picture. */
export function randomAvatarIndex(current?: number, random: () => number = Math.random): number {
  const pick = () => 1 + Math.floor(random() * AVATAR_COUNT);
  let next = pick();
  for (let tries = 0; next === current && tries < 10; tries++) next = pick();
  return next === current ? (current % AVATAR_COUNT) + 1 : next;
}

let personasController: AbortController | null = null;

export async function loadPersonas(): Promise<void> {
  const scenario = sessionStartState.scenario;
  if (!scenario) return;
  personasController?.abort();
  const controller = (personasController = new AbortController());
  sessionStartState.personasStatus = 'loading';
  try {
    const personas = await catalogueApi.personas(scenario.id, controller.signal);
    if (controller.signal.aborted) return;
    Object.assign(sessionStartState, { personas, personasStatus: 'ready' });
  } catch {
    if (!controller.signal.aborted) sessionStartState.personasStatus = 'error';
  }
}

export function openSessionStart(scenario: ScenarioRef, options: { coachLocked: boolean }): void {
  Object.assign(sessionStartState, {
    open: true,
    scenario: { id: scenario.id, name: scenario.name, name_ru: scenario.name_ru, description: scenario.description, description_ru: scenario.description_ru },
    personas: [],
    personaId: null,
    gender: 'male',
    firstName: '',
    avatarIndex: randomAvatarIndex(),
    avatarStatus: 'loading',
    coachEnabled: !options.coachLocked,
    coachLocked: options.coachLocked,
    starting: false,
    problem: null,
    startedSessionId: null,
  });
  void loadPersonas();
}

/** Also forgets a started session, so a page opened later does not follow it again. */
export function closeSessionStart(): void {
  personasController?.abort();
  sessionStartState.open = false;
  sessionStartState.startedSessionId = null;
}

export function selectPersona(id: number): void {
  sessionStartState.personaId = id;
}

export function setGender(gender: PersonaGender): void {
  if (gender === sessionStartState.gender) return;
  Object.assign(sessionStartState, { gender, avatarIndex: randomAvatarIndex(), avatarStatus: 'loading' });
}

export function setFirstName(value: string): void {
  sessionStartState.firstName = value.slice(0, FIRST_NAME_MAX);
}

export function regenerateAvatar(): void {
  Object.assign(sessionStartState, { avatarIndex: randomAvatarIndex(sessionStartState.avatarIndex), avatarStatus: 'loading' });
}

export function setAvatarLoaded(loaded: boolean): void {
  sessionStartState.avatarStatus = loaded ? 'ready' : 'failed';
}

export function setCoachEnabled(enabled: boolean): void {
  if (!sessionStartState.coachLocked) sessionStartState.coachEnabled = enabled;
}

export function canStart(state: Pick<typeof sessionStartState, 'starting' | 'personaId' | 'avatarStatus'>): boolean {
  return !state.starting && state.personaId !== null && state.avatarStatus === 'ready';
}

/** The two limits, told apart by their message (SPEC §8 "Start") or their code (403 from POST /api/sessions). */
export function classifyStartError(error: unknown): StartProblem {
  if (error instanceof ApiError) {
    if (error.message === COACH_LIMIT_MESSAGE || error.code === 'USAGE.COACH_LIMIT') return { kind: 'coachLimit' };
    if (error.message === SESSION_LIMIT_MESSAGE || error.code === 'USAGE.SESSION_LIMIT') return { kind: 'sessionLimit' };
  }
  return { kind: 'failed', error: ref(error instanceof Error ? error : new Error(String(error))) };
}

export function startRequest(): StartSessionRequest | null {
  const s = sessionStartState;
  if (!s.scenario || s.personaId === null) return null;
  return {
    scenarioId: s.scenario.id,
    coachEnabled: s.coachEnabled,
    personaId: s.personaId,
    locale: currentLocale(),
    gender: s.gender,
    firstName: s.firstName.trim() || null,
    avatarUrl: avatarUrl(s.gender, s.avatarIndex),
  };
}

/** Starts the session and signals it in `startedSessionId`; a refusal is kept in `problem` for the modal to explain. */
export async function startSession(): Promise<void> {
  const request = startRequest();
  if (!request || !canStart(sessionStartState)) return;
  Object.assign(sessionStartState, { starting: true, problem: null });
  try {
    const response = await catalogueApi.startSession(request);
    if (!response?.success || response.sessionId === undefined) {
      throw new ApiError(200, 'SESSION_NOT_STARTED', response?.error ?? response?.message ?? '');
    }
    closeSessionStart();
    sessionStartState.startedSessionId = Number(response.sessionId);
  } catch (error) {
    sessionStartState.problem = classifyStartError(error);
  } finally {
    sessionStartState.starting = false;
  }
}

/** After the coach limit refusal: the same session, without the coach. */
export async function continueWithoutCoach(): Promise<void> {
  Object.assign(sessionStartState, { coachEnabled: false, coachLocked: true, problem: null });
  await startSession();
}
