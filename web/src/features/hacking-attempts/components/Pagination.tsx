import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pageWindow } from '../state/filters';
import { goToPage, monitorState } from '../state/monitor.store';

/**
 * SPEC §2: Previous, up to 5 page numbers, Next; only when there is more than one page. Buttons stay
 * enabled while a page loads (a disabled one would drop the keyboard focus); a newer click wins.
 */
export function Pagination() {
  const { t } = useTranslation('hackingAttempts');
  const { list } = useSnapshot(monitorState);
  if (!list || list.totalPages <= 1) return null;
  const { page, totalPages } = list;
  return (
    <nav className="ha-pagination" aria-label={t('pagination.label')}>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      <ul className="ha-pages">
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`btn btn-sm ${n === page ? 'btn-primary' : 'btn-secondary'}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: n })}
              onClick={() => n !== page && goToPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page >= totalPages} onClick={() => goToPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
