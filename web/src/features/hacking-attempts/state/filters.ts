import type { RiskLevel } from '../../../lib/contracts';

/** The server's levels, mildest first (the contract's list is a value the web may not import). */
export const RISK_LEVELS: readonly RiskLevel[] = ['Low', 'Medium', 'High', 'Critical'];

/** SPEC §9: 20 attempts a page, up to 5 page numbers at once. */
export const PAGE_SIZE = 20;
export const PAGE_WINDOW = 5;

/** The filters as the controls hold them: '' is "All"; dates are YYYY-MM-DD, as date inputs give them. */
export interface Filters {
  riskLevel: RiskLevel | '';
  status: '' | 'blocked' | 'allowed';
  startDate: string;
  endDate: string;
}

export const NO_FILTERS: Readonly<Filters> = { riskLevel: '', status: '', startDate: '', endDate: '' };

/** The query of GET /api/hackingattempts: unset filters are left out, so the server applies none. */
export function listQuery(filters: Filters, page: number, pageSize = PAGE_SIZE): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filters.riskLevel) query.set('riskLevel', filters.riskLevel);
  if (filters.status) query.set('wasBlocked', String(filters.status === 'blocked'));
  if (filters.startDate) query.set('startDate', filters.startDate);
  if (filters.endDate) query.set('endDate', filters.endDate);
  return query.toString();
}

/** Up to `size` consecutive page numbers around `page`, as centred as the ends allow. */
export function pageWindow(page: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - size + 1));
  const last = Math.min(totalPages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
