import { useTranslation } from 'react-i18next';
import { pageWindow } from '../lib/page-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** Names the navigation landmark: what is being paged ("Pages of attempts"). */
  label: string;
}

/**
 * SPEC §2: Previous, up to 5 page numbers, Next; nothing when there is only one page. The buttons
 * stay enabled while a page loads (a disabled one would drop the keyboard focus); a newer click wins.
 */
export function Pagination({ page, totalPages, onPage, label }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <ul className="pagination-pages">
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`btn btn-sm ${n === page ? 'btn-primary' : 'btn-secondary'}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
              onClick={() => n !== page && onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
