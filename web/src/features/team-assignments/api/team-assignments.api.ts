import { api } from '../../../lib/api-client';
import type { ScenarioSummary } from '../../../lib/contracts';
import type { Assignment, NewAssignment } from '../../../lib/team-contracts';

export const teamAssignmentsApi = {
  list: (signal?: AbortSignal) => api.get<Assignment[]>('/api/admin/assignments', { signal }),
  create: (body: NewAssignment) => api.post<Assignment>('/api/admin/assignments', body),
  remove: (id: number) => api.delete(`/api/admin/assignments/${id}`),
  /** The public catalogue: the scenarios an admin can assign. */
  scenarios: (signal?: AbortSignal) => api.get<ScenarioSummary[]>('/api/scenario', { auth: 'token', signal }),
};
