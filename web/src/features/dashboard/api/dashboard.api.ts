import { api } from '../../../lib/api-client';
import type { AchievementView, AverageScores, HistoryPage, Progress, TopScenario, UnendedPage } from '../../../lib/contracts';

/** SPEC §9: lists page by 10; the top scenarios card shows 3. */
export const PAGE_SIZE = 10;
/** The progress trend covers the last 12 weeks, the current one included. */
export const PROGRESS_WEEKS = 12;

export const dashboardApi = {
  unended: (page: number) => api.get<UnendedPage>(`/api/results/unended?page=${page}&pageSize=${PAGE_SIZE}`),
  history: (page: number) => api.get<HistoryPage>(`/api/results/history?page=${page}&pageSize=${PAGE_SIZE}`),
  averages: () => api.get<AverageScores>('/api/results/average-scores'),
  progress: () => api.get<Progress>(`/api/results/progress?weeks=${PROGRESS_WEEKS}`),
  achievements: () => api.get<AchievementView[]>('/api/dashboard/achievements'),
  topScenarios: () => api.get<TopScenario[]>('/api/scenario/top-by-completion?count=3', { auth: 'token' }),
};
