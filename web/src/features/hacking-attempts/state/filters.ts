import type { RiskLevel } from '../../../lib/contracts';
import { isRangeReversed } from '../../../lib/shared';

/** The server's levels, mildest first (the contract's list is a value the web may not import). */
export const RISK_LEVELS: readonly RiskLevel[] = ['Low', 'Medium', 'High', 'Critical'];

/** SPEC §9: 20 attempts a page (up to 5 page numbers at once: components/Pagination). */
export const PAGE_SIZE = 20;

/** The filters as the controls hold them: '' is "All"; dates are YYYY-MM-DD, as date inputs give them. */
export interface Filters {
  riskLevel: RiskLevel | '';
  status: '' | 'blocked' | 'allowed';
  startDate: string;
  endDate: string;
}

export const NO_FILTERS: Readonly<Filters> = { riskLevel: '', status: '', startDate: '', endDate: '' };

/** A range turned around (typed, past the pickers' bounds): said at the end date, and not asked for. */
export const isFilterRangeReversed = (filters: Filters): boolean => isRangeReversed(filters.startDate, filters.endDate);

/** The query of GET /api/hackingattempts: unset filters are left out, so the server applies none. */
export function listQuery(filters: Filters, page: number, pageSize = PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filters.riskLevel) query.set('riskLevel', filters.riskLevel);
  if (filters.status) query.set('wasBlocked', String(filters.status === 'blocked'));
  if (filters.startDate) query.set('startDate', filters.startDate);
  if (filters.endDate) query.set('endDate', filters.endDate);
  return query.toString();
}
