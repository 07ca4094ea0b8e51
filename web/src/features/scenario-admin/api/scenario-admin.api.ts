import { api, apiRequest } from '../../../lib/api-client';
import type {
  AdminCategoryView,
  AdminPersonaView,
  AdminScenarioDetail,
  AdminScenarioView,
  ScenarioInput,
  ScenarioRemoval,
} from '../../../lib/contracts';
import type { ScenarioRestoration } from '../../../../../src/modules/practice/http/scenario-admin.contracts';

const BASE = '/api/superadmin';
type Signal = AbortSignal | undefined;

/** The SuperAdmin's scenario management (SPEC §7; SuperAdmin only: 401 anonymous, 403 anyone else). */
export const scenarioAdminApi = {
  list: (signal?: Signal) => api.get<AdminScenarioView[]>(`${BASE}/scenarios`, { signal }),
  /** Deleted after being played (ADR 0031), the latest retired first. */
  retired: (signal?: Signal) => api.get<AdminScenarioView[]>(`${BASE}/scenarios/retired`, { signal }),
  detail: (id: number, signal?: Signal) => api.get<AdminScenarioDetail>(`${BASE}/scenarios/${id}`, { signal }),
  personas: (signal?: Signal) => api.get<AdminPersonaView[]>(`${BASE}/personas`, { signal }),
  categories: (signal?: Signal) => api.get<AdminCategoryView[]>(`${BASE}/categories`, { signal }),
  create: (body: ScenarioInput) => api.post<unknown>(`${BASE}/scenarios`, body),
  update: (id: number, body: ScenarioInput) => api.put<unknown>(`${BASE}/scenarios/${id}`, body),
  /** Answers what became of it: deleted outright, or retired because it has been played. */
  remove: (id: number) => apiRequest<ScenarioRemoval>(`${BASE}/scenarios/${id}`, { method: 'DELETE' }),
  /** Offers a retired scenario again; 'already-offered' when someone restored it first. */
  restore: (id: number) => api.post<ScenarioRestoration>(`${BASE}/scenarios/${id}/restore`),
};
