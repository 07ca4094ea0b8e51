import { api } from '../../../lib/api-client';

export const sessionsApi = {
  discard: (sessionId: number) => api.post<{ success: true }>(`/api/sessions/${sessionId}/discard`),
};
