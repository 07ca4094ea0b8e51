/** A page of a user's activity, messages, logins or audit trail: what the server answers. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** SPEC §9: activity, messages and logins show 20 to a page. */
export const TAB_PAGE_SIZE = 20;

/** page and pageSize, then every filter that is set ('' and 'all' are "no filter"). Dates are whole days, YYYY-MM-DD. */
export function pagedQuery(page: number, filters: Record<string, string> = {}, pageSize = TAB_PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filters)) if (value && value !== 'all') query.set(key, value);
  return query.toString();
}
