import { proxy } from 'valtio';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-error';
import { authState } from '../../auth';
import { curriculumApi, type CurriculumList, type GeneratedCurriculum } from '../api/curriculum.api';
import { type LoadFailure, settleLoad } from './curriculum';

/** offline: no answer; noGoals: nothing saved to plan from; server: anything else. */
export type GenerateFailure = 'offline' | 'noGoals' | 'server';

function blank() {
  return {
    status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
    loadFailure: null as LoadFailure | null,
    /** Whose curriculum this is: another account signing in on this tab never sees it. */
    userId: null as number | null,
    initial: null as CurriculumList | null,
    dynamic: null as CurriculumList | null,
    previousCategories: [] as string[],
    /** The signal for the page: no goals and no initial curriculum, so goal setting comes first (SPEC §2). */
    needsOnboarding: false,
    generating: false,
    generateFailure: null as GenerateFailure | null,
  };
}

export const curriculumState = proxy({
  ...blank(),
  /** The public catalogue's size, for 'view all scenarios'; null until known (or when it could not be read). */
  scenarioCount: null as number | null,
});

const isOffline = (error: unknown) => isApiError(error, NETWORK_ERROR);

// Answers that arrive after a newer load started (or another user signed in) are dropped.
let visit = 0;

/** Lists to show while fresh ones load. A verdict of the guard is never reused: goals may have been saved since. */
const heldFor = (userId: number) => curriculumState.userId === userId && curriculumState.status === 'ready' && !curriculumState.needsOnboarding;

/**
 * Loads the profile and both lists. Lists already held for this user stay on screen while they are
 * fetched again (returning from a session shows the old ones at once, then the new statuses).
 */
export async function loadCurriculum(): Promise<void> {
  const userId = authState.user?.id;
  if (userId === undefined) return;
  const current = ++visit;
  if (!heldFor(userId)) Object.assign(curriculumState, blank(), { status: 'loading', userId });
  void loadScenarioCount();
  const answers = await Promise.allSettled([curriculumApi.profile(), curriculumApi.list(true), curriculumApi.list(false)]);
  if (current !== visit || authState.user?.id !== userId) return;
  const loaded = settleLoad(...answers, isOffline);
  if (loaded.status === 'error') {
    Object.assign(curriculumState, { status: 'error', loadFailure: loaded.failure });
    return;
  }
  const { initial, dynamic, previousCategories, needsOnboarding } = loaded;
  Object.assign(curriculumState, { status: 'ready', loadFailure: null, userId, initial, dynamic, previousCategories, needsOnboarding });
}

/**
 * After an analysis completes both lists have moved (SPEC §4): held lists are fetched again,
 * quietly — a failure keeps the old ones, and the page loads afresh whenever it is opened anyway.
 * Nothing held means nothing to refresh.
 */
export async function refreshCurriculum(): Promise<void> {
  const userId = authState.user?.id;
  if (userId === undefined || !heldFor(userId)) return;
  const current = visit;
  const [initial, dynamic] = await Promise.allSettled([curriculumApi.list(true), curriculumApi.list(false)]);
  if (current !== visit || !heldFor(userId)) return;
  if (initial.status === 'fulfilled') curriculumState.initial = initial.value;
  if (dynamic.status === 'fulfilled') curriculumState.dynamic = dynamic.value;
}

function keepGenerated(userId: number, { initial, dynamic }: GeneratedCurriculum): void {
  if (curriculumState.userId !== userId) Object.assign(curriculumState, blank(), { userId });
  Object.assign(curriculumState, { status: 'ready', loadFailure: null, initial, dynamic, needsOnboarding: false });
}

let generation = 0;

function generateFailureOf(error: unknown): GenerateFailure {
  if (isOffline(error)) return 'offline';
  return isApiError(error, 'CURRICULUM.NO_GOALS') ? 'noGoals' : 'server';
}

/**
 * Builds the initial curriculum from the saved goals and recomputes the dynamic one (onboarding
 * calls it after saving goals; the page, when goals exist but nothing was generated). Resolves to
 * null when both lists are in the store, else to what went wrong.
 */
export async function generateCurriculum(): Promise<GenerateFailure | null> {
  const userId = authState.user?.id;
  if (userId === undefined) return 'server';
  const current = ++generation;
  Object.assign(curriculumState, { generating: true, generateFailure: null });
  try {
    const generated = await curriculumApi.generate();
    if (current === generation && authState.user?.id === userId) {
      // Newer than any load still under way: that answer is dropped, and its spinner ends here.
      visit++;
      keepGenerated(userId, generated);
    }
    return null;
  } catch (error) {
    const failure = generateFailureOf(error);
    if (current === generation) curriculumState.generateFailure = failure;
    return failure;
  } finally {
    if (current === generation) curriculumState.generating = false;
  }
}

let counting: Promise<void> | null = null;

/** The catalogue's size changes rarely: read once per page load, and again only after a failure. */
function loadScenarioCount(): Promise<void> {
  if (curriculumState.scenarioCount !== null) return Promise.resolve();
  counting ??= curriculumApi
    .scenarios()
    .then((scenarios) => {
      curriculumState.scenarioCount = scenarios.length;
    })
    .catch(() => undefined)
    .finally(() => {
      counting = null;
    });
  return counting;
}
