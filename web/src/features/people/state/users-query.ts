import type { Role, UserListItem, UserSortColumn } from '../../../lib/contracts';

/** SPEC §9: the user list shows 20 to a page, searches 400 ms after the last keystroke, sorts by email first. */
export const USERS_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 400;
/** The longest search the server takes: an address is at most 254 characters (RFC 5321). */
export const SEARCH_MAX_LENGTH = 254;

export const ROLE_OPTIONS: readonly Role[] = ['User', 'Admin', 'SuperAdmin'];

/** The filter form as its controls hold it: '' means All. */
export interface UserFilters {
  search: string;
  role: '' | Role;
  /** An organisation id as the select holds it. */
  orgId: string;
}
export const NO_USER_FILTERS: Readonly<UserFilters> = { search: '', role: '', orgId: '' };
/** The label (people namespace) of each filter, by its name in the list's query: a refusal names them so. */
export const FILTER_LABELS: Readonly<Record<string, string>> = { search: 'filters.search', role: 'filters.role', orgId: 'filters.organization' };

export type SortDir = 'asc' | 'desc';
export interface UserSort {
  sortBy: UserSortColumn;
  sortDir: SortDir;
}
export const DEFAULT_SORT: Readonly<UserSort> = { sortBy: 'email', sortDir: 'asc' };

/** SPEC §2's columns in order; Status (presence) and Actions are not sortable. */
export type UserColumn = UserSortColumn | 'presence' | 'actions';
export const USER_COLUMNS: readonly UserColumn[] = [
  'email', 'role', 'organization', 'registeredAt', 'lastLoginAt', 'presence', 'lastHeartbeatAt',
  'completedScenarios', 'incompleteScenarios', 'emailVerified', 'actions',
];

/**
 * Columns the table leaves out when its box is narrower than 75rem (a 1280 px screen beside the
 * console menu leaves it about 960 px): the user's own page shows them, and Status tells how recently
 * they were active. The key ones (who, role, organisation, status, verified, Show) always fit.
 */
export const SECONDARY_USER_COLUMNS: readonly UserColumn[] = ['lastLoginAt', 'lastHeartbeatAt', 'completedScenarios', 'incompleteScenarios'];

/** A column's cells' classes: its own, and whether it gives way on a narrower screen. */
export function columnClass(column: UserColumn): string {
  return `people-col-${column}${SECONDARY_USER_COLUMNS.includes(column) ? ' people-col-secondary' : ''}`;
}

export function isSortable(column: UserColumn): column is UserSortColumn {
  return column !== 'presence' && column !== 'actions';
}

/** The query of GET /api/superadmin/users: blank filters are left out, so the server applies none. */
export function usersQuery(filters: UserFilters, sort: UserSort, page: number, pageSize = USERS_PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), sortBy: sort.sortBy, sortDir: sort.sortDir });
  const search = filters.search.trim();
  if (search) query.set('search', search);
  if (filters.role) query.set('role', filters.role);
  if (filters.orgId) query.set('orgId', filters.orgId);
  return query.toString();
}

/** A click on a column's header: the sorted column turns around, another one sorts ascending. */
export function nextSort(current: UserSort, column: UserSortColumn): UserSort {
  if (current.sortBy === column) return { sortBy: column, sortDir: current.sortDir === 'asc' ? 'desc' : 'asc' };
  return { sortBy: column, sortDir: 'asc' };
}

/** The header's aria-sort: only the sorted column says which way. */
export function ariaSort(sort: UserSort, column: UserColumn): 'ascending' | 'descending' | undefined {
  if (sort.sortBy !== column) return undefined;
  return sort.sortDir === 'asc' ? 'ascending' : 'descending';
}

export type Presence = UserListItem['presence'];

/** SPEC §4: Online green, Recently Active info, Today warning, Offline grey; Never (no heartbeat) grey too. */
export const PRESENCE_TONE: Record<Presence, string> = {
  Online: 'badge-green',
  RecentlyActive: 'badge-blue',
  Today: 'badge-yellow',
  Offline: 'badge-neutral',
  Never: 'badge-neutral',
};
