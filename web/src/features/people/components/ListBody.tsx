import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/Pagination';
import { Spinner } from '../../../components/Spinner';
import { pageCount } from '../../../lib/page-window';
import { LoadFailed } from '../../../components/LoadFailed';

/** A page as a valtio snapshot holds it (read-only all the way down). */
interface PageOf<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

interface ListBodyProps<T> {
  list: { readonly status: string; readonly data: PageOf<T> | null; readonly error: unknown };
  /** people: keys for this list's texts: its failure, its empty state, its pages' name. */
  texts: { failed: string; empty: string; pages: string };
  onRetry(): void;
  onPage(page: number): void;
  children(items: readonly T[]): ReactNode;
}

/** A user's list as it stands: loading, what went wrong, its empty state, or its rows and pages. */
export function ListBody<T>({ list, texts, onRetry, onPage, children }: ListBodyProps<T>) {
  const { t } = useTranslation('people');
  const { status, data, error } = list;
  // A turned-around date range is said at its To field; rows of another range would only mislead.
  if (status === 'invalid') return null;
  if (status === 'error') return <LoadFailed error={error} messageKey={`people:${texts.failed}`} onRetry={onRetry} />;
  if (!data) return <p className="people-loading"><Spinner size="sm" /> {t('common:status.loading')}</p>;
  return (
    <div className="people-list-body" aria-busy={status === 'loading'}>
      {status === 'loading' && <Spinner size="sm" label={t('list.updating')} />}
      {data.items.length === 0 ? <p className="wa-empty">{t(texts.empty)}</p> : children(data.items)}
      <Pagination page={data.page} totalPages={pageCount(data.total, data.pageSize)} onPage={onPage} label={t(texts.pages)} />
    </div>
  );
}
