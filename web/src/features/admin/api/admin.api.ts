import { api } from '../../../lib/api-client';
import type { TeamSettingsRequest } from '../../../lib/contracts';
import type { AdminOverview, Assignment, TeamSettings } from '../../../lib/team-contracts';

/** The caller's own organisation only; 409 TEAM.NO_ORGANISATION when they have none. */
export const adminApi = {
  overview: (signal?: AbortSignal) => api.get<AdminOverview>('/api/admin/overview', { signal }),
  /** For the overview's "assignments due" card. */
  assignments: (signal?: AbortSignal) => api.get<Assignment[]>('/api/admin/assignments', { signal }),
  settings: (signal?: AbortSignal) => api.get<TeamSettings>('/api/admin/settings', { signal }),
  saveSettings: (body: TeamSettingsRequest) => api.put<TeamSettings>('/api/admin/settings', body),
};
