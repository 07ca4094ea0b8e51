import { api } from '../../../lib/api-client';
import type {
  ActivityPage,
  AdminScenarioDetail,
  AuditPage,
  LoginsPage,
  MessagesPage,
  OrganizationListItem,
  SuperAdminSessionDetail,
  UpdateSubscriptionRequest,
  UpdateUserInput,
  UserDetail,
  UsersPage,
  UserStats,
} from '../../../lib/contracts';

const BASE = '/api/superadmin';
type Signal = AbortSignal | undefined;

/** The SuperAdmin people console (SuperAdmin only: 401 anonymous, 403 anyone else). Queries come from state/*-query.ts. */
export const peopleApi = {
  users: (query: string, signal?: Signal) => api.get<UsersPage>(`${BASE}/users?${query}`, { signal }),
  stats: (signal?: Signal) => api.get<UserStats>(`${BASE}/users/stats`, { signal }),
  organizations: (signal?: Signal) => api.get<OrganizationListItem[]>(`${BASE}/organizations`, { signal }),
  user: (id: number, signal?: Signal) => api.get<UserDetail>(`${BASE}/users/${id}`, { signal }),
  update: (id: number, body: UpdateUserInput) => api.put<unknown>(`${BASE}/users/${id}`, body),
  resetPassword: (id: number, newPassword: string) => api.put<unknown>(`${BASE}/users/${id}/password`, { newPassword }),
  updateSubscription: (id: number, body: UpdateSubscriptionRequest) => api.put<unknown>(`${BASE}/users/${id}/subscription`, body),
  remove: (id: number) => api.delete(`${BASE}/users/${id}`),
  scenario: (id: number, signal?: Signal) => api.get<AdminScenarioDetail>(`${BASE}/scenarios/${id}`, { signal }),
  activity: (id: number, query: string, signal?: Signal) => api.get<ActivityPage>(`${BASE}/users/${id}/activity?${query}`, { signal }),
  messages: (id: number, query: string, signal?: Signal) => api.get<MessagesPage>(`${BASE}/users/${id}/messages?${query}`, { signal }),
  logins: (id: number, query: string, signal?: Signal) => api.get<LoginsPage>(`${BASE}/users/${id}/logins?${query}`, { signal }),
  audit: (id: number, query: string, signal?: Signal) => api.get<AuditPage>(`${BASE}/users/${id}/audit?${query}`, { signal }),
  session: (id: number, query: string, signal?: Signal) => api.get<SuperAdminSessionDetail>(`${BASE}/sessions/${id}?${query}`, { signal }),
};
