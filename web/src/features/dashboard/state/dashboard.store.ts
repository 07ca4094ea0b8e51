import { proxy } from 'valtio';
import type { AchievementView, AverageScores, HistoryItem, Progress, TopScenario, UnendedPage } from '../../../lib/contracts';
import { dashboardApi } from '../api/dashboard.api';

type Status = 'loading' | 'ready' | 'error';
interface Section<T> { status: Status; data: T }
/** `moreFailed`: the last "show more" failed; what was shown stays, with a note and the button to try again. */
interface Paged<T> extends Section<T[]> { page: number; hasMore: boolean; loadingMore: boolean; moreFailed: boolean }

const paged = <T,>(): Paged<T> => ({ status: 'loading', data: [], page: 0, hasMore: false, loadingMore: false, moreFailed: false });

export const dashboardState = proxy({
  unended: paged<UnendedPage['data'][number]>(),
  history: paged<HistoryItem>(),
  averages: { status: 'loading', data: null } as Section<AverageScores | null>,
  progress: { status: 'loading', data: null } as Section<Progress | null>,
  achievements: { status: 'loading', data: [] } as Section<AchievementView[]>,
  top: { status: 'loading', data: [] } as Section<TopScenario[]>,
});

type PagedKey = 'unended' | 'history';
const pagedLoaders = { unended: dashboardApi.unended, history: dashboardApi.history };

/** The first page again, or (`more`) the next one appended. */
export async function loadPaged(key: PagedKey, more = false): Promise<void> {
  const section = dashboardState[key] as Paged<unknown>;
  const page = more ? section.page + 1 : 1;
  if (more) section.loadingMore = true;
  else section.status = 'loading';
  section.moreFailed = false;
  try {
    const answer = await pagedLoaders[key](page);
    Object.assign(section, { status: 'ready', page, hasMore: answer.hasMore, data: more ? [...section.data, ...answer.data] : answer.data });
  } catch {
    if (more) section.moreFailed = true;
    else section.status = 'error';
  } finally {
    section.loadingMore = false;
  }
}

/** A session the learner discarded leaves the list at once; the rest stay as they are shown (no reload, no flicker). */
export function forgetUnended(sessionId: number): void {
  const section = dashboardState.unended;
  section.data = section.data.filter((s) => s.sessionId !== sessionId);
}

async function loadSection<K extends 'averages' | 'progress' | 'achievements' | 'top'>(key: K, load: () => Promise<(typeof dashboardState)[K]['data']>) {
  dashboardState[key].status = 'loading';
  try {
    const data = await load();
    Object.assign(dashboardState[key], { status: 'ready', data });
  } catch {
    dashboardState[key].status = 'error';
  }
}

export const loadAverages = () => loadSection('averages', dashboardApi.averages);
export const loadProgress = () => loadSection('progress', dashboardApi.progress);
export const loadAchievements = () => loadSection('achievements', dashboardApi.achievements);
export const loadTopScenarios = () => loadSection('top', dashboardApi.topScenarios);

export function loadDashboard(): void {
  void loadPaged('unended');
  void loadPaged('history');
  void loadAverages();
  void loadProgress();
  void loadAchievements();
  void loadTopScenarios();
}
