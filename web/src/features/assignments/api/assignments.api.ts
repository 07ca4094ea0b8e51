import { api } from '../../../lib/api-client';
import type { MyAssignment } from '../../../lib/team-contracts';

export const assignmentsApi = {
  /** The caller's own assignments, due date ascending; empty for anyone not in a team. */
  mine: (signal?: AbortSignal) => api.get<MyAssignment[]>('/api/assignments', { signal }),
};
