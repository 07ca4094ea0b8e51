import { api, apiResponse } from '../../../lib/api-client';
import type { Locale } from '../../../lib/contracts';
import type { TeamSkills } from '../../../lib/team-contracts';

export const teamAnalyticsApi = {
  /** 404 ANALYTICS.NOT_FOUND until a member has an analysed session. */
  teamSkills: (signal?: AbortSignal) => api.get<TeamSkills>('/api/admin/analytics/team-skills', { signal }),
  /** The progress report as the server names and writes it (header row in `locale`). */
  progressCsv: async (locale: Locale) => {
    const response = await apiResponse(`/api/admin/analytics/team-progress.csv?locale=${locale}`, { accept: 'text/csv' });
    return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
  },
};
