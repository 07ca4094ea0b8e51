import { proxy } from 'valtio';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-error';
import type { CategoryView, GoalError } from '../../../lib/contracts';
import { generateCurriculum } from '../../curriculum';
import { onboardingApi } from '../api/onboarding.api';
import { clearDraft, type GoalsDraft, readDraft, writeDraft } from './draft';
import { goalsRequest, missingGoals, ownGoalsText, preselect } from './goals';


/** Which request failed: 'profile' and 'categories' while loading; 'validate', 'save' and 'generate' (the curriculum) on save. */
export type LoadFailure = 'profile' | 'categories';
/**
 * offline: no answer; refused: the request was turned down as sent; server: it failed on the server's
 * side; limited: too many saves in a minute (RATE_LIMITED), with the seconds to wait when the server said.
 */
export type SaveFailure = { step: 'validate' | 'save' | 'generate'; kind: 'offline' | 'refused' | 'server' | 'limited'; retryAfter?: number };

function initialState() {
  return {
    status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
    loadFailure: null as LoadFailure | null,
    categories: [] as CategoryView[],
    /** The categories saved last time: non-empty (or saved own goals) means this visit is a re-onboarding. */
    previousCategories: [] as string[],
    /** What the page shows when nothing unsaved is pending: the saved goals. */
    saved: { selected: [], otherGoals: '' } as GoalsDraft,
    /** English category names, in the order they were picked. */
    selected: [] as string[],
    /** The own-goals field, exactly as typed: nothing clears it but a successful save. */
    otherGoals: '',
    /** The choices on screen were left unsaved on an earlier visit and brought back. */
    restoredDraft: false,
    saving: false,
    /** While saving: the goals themselves, then the curriculum built from them. */
    phase: 'goals' as 'goals' | 'curriculum',
    saveFailure: null as SaveFailure | null,
    /** Why the server refused the goals (a goal too long, too many, none at all). */
    goalErrors: [] as GoalError[],
    /**
     * The screening refused the typed goals: one read as an attack on the AI's instructions
     * (SECURITY.MESSAGE_BLOCKED, pausedSeconds null), or the learner's sending is paused after
     * several such (SECURITY.SENDING_PAUSED, for so many seconds more).
     */
    goalsBlocked: null as { pausedSeconds: number | null } | null,
  };
}

export const onboardingState = proxy(initialState());

// Answers that arrive after the page was left (or reloaded) belong to an older visit: dropped.
let visit = 0;

export async function loadOnboarding(): Promise<void> {
  const current = ++visit;
  Object.assign(onboardingState, initialState(), { status: 'loading' });
  const [categories, profile] = await Promise.allSettled([onboardingApi.categories(), onboardingApi.profile()]);
  if (current !== visit) return;
  if (profile.status === 'rejected' || categories.status === 'rejected') {
    Object.assign(onboardingState, { status: 'error', loadFailure: profile.status === 'rejected' ? 'profile' : 'categories' });
    return;
  }
  const saved = { selected: preselect(profile.value.previousCategories, categories.value), otherGoals: ownGoalsText(profile.value.ownGoals) };
  const draft = readDraft();
  Object.assign(onboardingState, {
    status: 'ready',
    categories: categories.value,
    previousCategories: profile.value.previousCategories,
    saved,
    selected: draft ? preselect(draft.selected, categories.value) : saved.selected,
    otherGoals: draft ? draft.otherGoals : saved.otherGoals,
    restoredDraft: draft !== null,
  });
}

function unchanged(): boolean {
  const { selected, otherGoals, saved } = onboardingState;
  return otherGoals === saved.otherGoals && selected.join('\n') === saved.selected.join('\n');
}

/** Keeps what is on screen for a later visit while it differs from what is saved. */
function keepDraft(): void {
  if (unchanged()) clearDraft();
  else writeDraft({ selected: [...onboardingState.selected], otherGoals: onboardingState.otherGoals });
}

export function toggleGoal(name: string): void {
  if (onboardingState.saving) return;
  const { selected } = onboardingState;
  onboardingState.selected = selected.includes(name) ? selected.filter((goal) => goal !== name) : [...selected, name];
  onboardingState.goalErrors = onboardingState.goalErrors.filter((error) => error.problem !== 'none');
  keepDraft();
}

export function setOtherGoals(text: string): void {
  Object.assign(onboardingState, { otherGoals: text, goalErrors: [], goalsBlocked: null });
  keepDraft();
}

/** Back to the saved goals, forgetting the unsaved ones brought back from an earlier visit. */
export function discardDraft(): void {
  if (onboardingState.saving) return;
  clearDraft();
  const { saved } = onboardingState;
  Object.assign(onboardingState, { selected: [...saved.selected], otherGoals: saved.otherGoals, restoredDraft: false, goalErrors: [], goalsBlocked: null, saveFailure: null });
}

function failureOf(step: SaveFailure['step'], error: unknown): SaveFailure {
  if (isApiError(error, NETWORK_ERROR)) return { step, kind: 'offline' };
  if (isApiError(error, 'RATE_LIMITED')) return { step, kind: 'limited', retryAfter: error.retryAfter };
  return { step, kind: isApiError(error) && error.status >= 400 && error.status < 500 ? 'refused' : 'server' };
}

function goalErrorsOf(error: unknown): GoalError[] | null {
  if (!isApiError(error, 'CURRICULUM.GOALS_INVALID') || !Array.isArray(error.details)) return null;
  return error.details as GoalError[];
}

/**
 * With nothing chosen, refuses at once (in `goalErrors`) and sends nothing. Otherwise has the
 * server sort and check the goals (SPEC §7 validate-goals), saves them, then has the curriculum
 * built from them. Whatever happens, the choices and the typed text stay as they are; only a
 * successful save forgets the draft. A retry after the curriculum alone failed, with nothing
 * changed since, only builds the curriculum again. Resolves to true once both are done.
 */
export async function saveGoals(): Promise<boolean> {
  if (onboardingState.saving) return false;
  const missing = missingGoals(onboardingState.selected, onboardingState.otherGoals);
  if (missing) {
    Object.assign(onboardingState, { saveFailure: null, goalErrors: [missing] });
    return false;
  }
  const current = visit;
  const stale = () => current !== visit;
  const onlyCurriculum = onboardingState.saveFailure?.step === 'generate' && unchanged();
  Object.assign(onboardingState, { saving: true, phase: 'goals', saveFailure: null, goalErrors: [], goalsBlocked: null });
  try {
    if (!onlyCurriculum && !(await saveTheGoals(stale))) return false;
    if (stale()) return false;
    onboardingState.phase = 'curriculum';
    const failure = await generateCurriculum();
    if (stale()) return false;
    if (failure) onboardingState.saveFailure = { step: 'generate', kind: failure === 'noGoals' ? 'refused' : failure };
    return failure === null;
  } finally {
    if (!stale()) onboardingState.saving = false;
  }
}

async function saveTheGoals(stale: () => boolean): Promise<boolean> {
  const body = goalsRequest(onboardingState.selected, onboardingState.otherGoals);
  const check = await onboardingApi.validateGoals(body).catch((error: unknown) => {
    if (!stale()) onboardingState.saveFailure = failureOf('validate', error);
    return null;
  });
  if (!check || stale()) return false;
  if (!check.valid) {
    onboardingState.goalErrors = check.errors;
    return false;
  }
  const saved = await onboardingApi.saveGoals(body).catch((error: unknown) => {
    if (stale()) return null;
    const refused = goalErrorsOf(error);
    if (refused) onboardingState.goalErrors = refused;
    else if (isApiError(error, 'SECURITY.MESSAGE_BLOCKED')) onboardingState.goalsBlocked = { pausedSeconds: null };
    else if (isApiError(error, 'SECURITY.SENDING_PAUSED')) onboardingState.goalsBlocked = { pausedSeconds: error.retryAfter ?? 60 };
    else onboardingState.saveFailure = failureOf('save', error);
    return null;
  });
  if (!saved || stale()) return false;
  clearDraft();
  const savedGoals = { selected: [...saved.goalCategories], otherGoals: ownGoalsText(saved.ownGoals) };
  Object.assign(onboardingState, { previousCategories: saved.goalCategories, saved: savedGoals, restoredDraft: false });
  return true;
}
