import { proxy } from 'valtio';
import { ApiError } from '../../../lib/api-error';
import type { CastMemberView, PersonaView, ScenarioDetail, ScenarioSummary } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { refreshProfile } from '../../auth';
import { refreshUsage } from '../../usage';
import { catalogueApi, type PersonaGender, type StartSessionRequest } from '../api/catalogue.api';
import { anotherCastLook, avatarUrl, castAvatarUrls, type CastLook, initialCastLooks, randomAvatarIndex } from './avatars';
import { openSessionLimit } from './session-limit';
import { canStart, type StartBlock, startBlock, startWaits } from './start-check';
import { classifyStartError, type StartProblem } from './start-refusal';

export { AVATAR_COUNT, avatarUrl, randomAvatarIndex } from './avatars';
export { canStart, type StartBlock, startWaits } from './start-check';
export { classifyStartError, COACH_LIMIT_MESSAGE, SESSION_LIMIT_MESSAGE, type StartProblem } from './start-refusal';
export const FIRST_NAME_MAX = 50;
/** The generic conversation partner (SPEC §2 "Session-start modal"). */
export const GENERIC_PERSONA_ID = 0;

type ScenarioRef = Pick<ScenarioSummary, 'id' | 'name' | 'name_ru' | 'description' | 'description_ru'>;

export const sessionStartState = proxy({
  open: false,
  scenario: null as ScenarioRef | null,
  personas: [] as PersonaView[],
  /** The characters, in order: the learner's choices below dress the first one; `castLooks` the others. */
  cast: [] as CastMemberView[],
  /** Personas and cast, from the scenario's detail. */
  detailsStatus: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  /** None is chosen until the learner picks one. */
  personaId: null as number | null,
  /** The first character's gender: it starts as the scenario's cast has it. */
  gender: 'male' as PersonaGender,
  firstName: '',
  avatarIndex: 1,
  /** The preview image: Start waits until it has loaded. */
  avatarStatus: 'loading' as 'loading' | 'ready' | 'failed',
  /** Group scenes: a look for each character after the first, of their gender; Start waits for every preview. */
  castLooks: [] as CastLook[],
  coachEnabled: true,
  /** The coach limit is used up: the toggle is off and locked. */
  coachLocked: false,
  starting: false,
  /** Start was pressed: what still stands in the way (no style chosen) is said at its place. */
  pressed: false,
  problem: null as StartProblem | null,
  /** The session just started: the page that hosts the modal opens it. */
  startedSessionId: null as number | null,
});

type Details = Pick<ScenarioDetail, 'personas' | 'cast'>;

/** The characters start out as the scenario wrote them: their genders, and an avatar of each one's gender. */
function applyDetails({ personas, cast }: Details): void {
  const gender = cast[0]?.gender ?? 'male';
  const avatarIndex = randomAvatarIndex();
  const castLooks = initialCastLooks(cast.slice(1), { gender, index: avatarIndex });
  Object.assign(sessionStartState, { personas, cast, detailsStatus: 'ready', gender, avatarIndex, avatarStatus: 'loading', castLooks });
}

let detailsController: AbortController | null = null;

export async function loadStartDetails(): Promise<void> {
  const scenario = sessionStartState.scenario;
  if (!scenario) return;
  detailsController?.abort();
  const controller = (detailsController = new AbortController());
  sessionStartState.detailsStatus = 'loading';
  try {
    const details = await catalogueApi.scenario(scenario.id, controller.signal);
    if (!controller.signal.aborted) applyDetails(details);
  } catch {
    if (!controller.signal.aborted) sessionStartState.detailsStatus = 'error';
  }
}

/** What opens the modal: a catalogue card, or a scenario's detail that already holds its personas and cast. */
export type StartableScenario = ScenarioRef & { readonly personas?: readonly PersonaView[]; readonly cast?: readonly CastMemberView[] };

/** Opens the modal; without the personas and cast at hand they are loaded first. */
export function openSessionStart(scenario: StartableScenario, options: { coachLocked: boolean }): void {
  Object.assign(sessionStartState, {
    open: true,
    scenario: { id: scenario.id, name: scenario.name, name_ru: scenario.name_ru, description: scenario.description, description_ru: scenario.description_ru },
    personas: [],
    cast: [],
    detailsStatus: 'idle',
    castLooks: [],
    personaId: null,
    firstName: '',
    coachEnabled: !options.coachLocked,
    coachLocked: options.coachLocked,
    starting: false,
    pressed: false,
    problem: null,
    startedSessionId: null,
  });
  const { personas, cast } = scenario;
  // Copies: a detail page passes its read-only snapshot, and the modal's state must stay its own.
  if (personas && cast) applyDetails({ personas: personas.map((p) => ({ ...p })), cast: cast.map((c) => ({ ...c })) });
  else void loadStartDetails();
}

/**
 * Opens the modal for a scenario known only by id (a visitor back from signing up). A scenario that
 * cannot be loaded opens nothing: the page behind shows it, or says it was not found.
 */
export async function openSessionStartById(id: number, options: { coachLocked: boolean }, signal: AbortSignal): Promise<void> {
  try {
    const scenario = await catalogueApi.scenario(id, signal);
    if (!signal.aborted) openSessionStart(scenario, options);
  } catch {
    // Nothing to open; the page itself has the error or not-found state.
  }
}

/** Also forgets a started session, so a page opened later does not follow it again. */
export function closeSessionStart(): void {
  detailsController?.abort();
  sessionStartState.open = false;
  sessionStartState.startedSessionId = null;
}

export function selectPersona(id: number): void {
  sessionStartState.personaId = id;
}

/** The looks the others of `gender` wear, which the first character's should not repeat. */
function othersLooks(gender: PersonaGender): number[] {
  const { cast, castLooks } = sessionStartState;
  return cast.slice(1).flatMap((member, i) => (member.gender === gender && castLooks[i] ? [castLooks[i].index] : []));
}

export function setGender(gender: PersonaGender): void {
  if (gender === sessionStartState.gender) return;
  Object.assign(sessionStartState, { gender, avatarIndex: randomAvatarIndex(othersLooks(gender)), avatarStatus: 'loading' });
}

export function setFirstName(value: string): void {
  sessionStartState.firstName = value.slice(0, FIRST_NAME_MAX);
}

export function regenerateAvatar(): void {
  const { gender, avatarIndex } = sessionStartState;
  Object.assign(sessionStartState, { avatarIndex: randomAvatarIndex([avatarIndex, ...othersLooks(gender)]), avatarStatus: 'loading' });
}

export function setAvatarLoaded(loaded: boolean): void {
  sessionStartState.avatarStatus = loaded ? 'ready' : 'failed';
}

/** Regenerate for the `i`th character after the first. */
export function regenerateCastLook(i: number): void {
  const s = sessionStartState;
  if (!s.castLooks[i]) return;
  s.castLooks[i] = anotherCastLook(s.cast.slice(1), s.castLooks, i, { gender: s.gender, index: s.avatarIndex });
}

export function setCastLookLoaded(i: number, loaded: boolean): void {
  const look = sessionStartState.castLooks[i];
  if (look) look.status = loaded ? 'ready' : 'failed';
}

export function setCoachEnabled(enabled: boolean): void {
  if (!sessionStartState.coachLocked) sessionStartState.coachEnabled = enabled;
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
    castAvatarUrls: castAvatarUrls(s.cast.slice(1), s.castLooks),
  };
}

/**
 * A press of Start: the session starts, or nothing is sent and the reason is returned for the modal
 * to take the focus to. While something is still on its way a press does nothing (Start waits).
 */
export function pressStart(): StartBlock | null {
  if (startWaits(sessionStartState)) return null;
  sessionStartState.pressed = true;
  const block = startBlock(sessionStartState);
  if (block === null) void startSession();
  return block;
}

/**
 * Starts the session and signals it in `startedSessionId`. A refusal is kept in `problem` for the
 * modal to explain, except the session limit, which opens the upgrade modal in its place (SPEC §4).
 */
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
    const refusal = classifyStartError(error);
    if (refusal.kind === 'sessionLimit') refuseForTheMonth();
    else sessionStartState.problem = refusal;
  } finally {
    sessionStartState.starting = false;
  }
}

/**
 * The month's sessions are used up, though the counts the page had said otherwise (another tab, another
 * device): the upgrade modal replaces the start modal, and the counts are read again so that the
 * page's Start buttons become Upgrade ones.
 */
function refuseForTheMonth(): void {
  closeSessionStart();
  openSessionLimit();
  void refreshProfile();
  void refreshUsage();
}

/** After the coach limit refusal: the same session, without the coach. */
export async function continueWithoutCoach(): Promise<void> {
  Object.assign(sessionStartState, { coachEnabled: false, coachLocked: true, problem: null });
  await startSession();
}
