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
 * SPEC §2: Previous, up to 5 page numbers, Next; nothing when there is only one page. No button is
 * ever `disabled`, which would drop the keyboard focus to the page: they stay enabled while a page
 * loads (a newer click wins), and Previous on the first page and Next on the last are only
 * aria-disabled (a press does nothing).
 */
export function Pagination({ page, totalPages, onPage, label }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn btn-secondary btn-sm" aria-disabled={page <= 1 || undefined} onClick={() => page > 1 && onPage(page - 1)}>
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
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-disabled={page >= totalPages || undefined}
        onClick={() => page < totalPages && onPage(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
