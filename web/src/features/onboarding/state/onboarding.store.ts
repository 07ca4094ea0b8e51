import { proxy } from 'valtio';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-error';
import type { CategoryView, GoalsValidation } from '../../../lib/contracts';
import { onboardingApi } from '../api/onboarding.api';
import { goalsToSend, preselect } from './goals';

export type GoalError = GoalsValidation['errors'][number];

/** Which request failed: 'profile' and 'categories' while loading, 'validate' and 'save' on save. */
export type LoadFailure = 'profile' | 'categories';
export type SaveFailure = { step: 'validate' | 'save'; offline: boolean };

function initialState() {
  return {
    status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
    loadFailure: null as LoadFailure | null,
    categories: [] as CategoryView[],
    /** The goals saved last time: non-empty means this visit is a re-onboarding. */
    previousCategories: [] as string[],
    /** English category names, in the order they were picked. */
    selected: [] as string[],
    otherGoals: '',
    saving: false,
    saveFailure: null as SaveFailure | null,
    /** Why the server refused the goals (unknown goals, or none at all). */
    goalErrors: [] as GoalError[],
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
  Object.assign(onboardingState, {
    status: 'ready',
    categories: categories.value,
    previousCategories: profile.value.previousCategories,
    selected: preselect(profile.value.previousCategories, categories.value),
  });
}

export function toggleGoal(name: string): void {
  if (onboardingState.saving) return;
  const { selected } = onboardingState;
  onboardingState.selected = selected.includes(name) ? selected.filter((goal) => goal !== name) : [...selected, name];
  onboardingState.goalErrors = onboardingState.goalErrors.filter((error) => error.goal !== null);
}

export function setOtherGoals(text: string): void {
  onboardingState.otherGoals = text;
  onboardingState.goalErrors = onboardingState.goalErrors.filter((error) => error.goal === null);
}

function goalErrorsOf(error: unknown): GoalError[] | null {
  if (!isApiError(error, 'CURRICULUM.GOALS_INVALID') || !Array.isArray(error.details)) return null;
  return error.details as GoalError[];
}

/**
 * Normalises the goals (SPEC §5), has the server check them, then saves them.
 * Resolves to the goals as saved (English category names), or null when nothing was saved.
 */
export async function saveGoals(): Promise<string[] | null> {
  if (onboardingState.saving) return null;
  const current = visit;
  const goals = goalsToSend(onboardingState.selected, onboardingState.otherGoals);
  if (goals.length === 0) return null;
  Object.assign(onboardingState, { saving: true, saveFailure: null, goalErrors: [] });
  const stale = () => current !== visit;
  const fail = (step: SaveFailure['step'], error: unknown) => {
    onboardingState.saveFailure = { step, offline: isApiError(error, NETWORK_ERROR) };
  };
  try {
    let check: GoalsValidation;
    try {
      check = await onboardingApi.validateGoals({ goalCategories: goals });
    } catch (error) {
      if (!stale()) fail('validate', error);
      return null;
    }
    if (stale()) return null;
    if (!check.valid) {
      onboardingState.goalErrors = check.errors;
      return null;
    }
    try {
      const saved = await onboardingApi.saveGoals({ goalCategories: check.goalCategories });
      if (stale()) return null;
      onboardingState.previousCategories = saved.goalCategories;
      return saved.goalCategories;
    } catch (error) {
      if (stale()) return null;
      const refused = goalErrorsOf(error);
      if (refused) onboardingState.goalErrors = refused;
      else fail('save', error);
      return null;
    }
  } finally {
    if (!stale()) onboardingState.saving = false;
  }
}
