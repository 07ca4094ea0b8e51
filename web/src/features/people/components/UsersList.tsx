import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Pagination } from '../../../components/Pagination';
import { PageSpinner, Spinner } from '../../../components/Spinner';
import type { UserListItem } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { pageCount } from '../../../lib/page-window';
import { readItem, writeItem } from '../../../lib/storage';
import { useMediaQuery } from '../../../lib/use-media-query';
import { outcomeWords } from '../state/list-outcome';
import { queryRefusal } from '../state/server-problems';
import { FILTER_LABELS } from '../state/users-query';
import { goToUsersPage, retryList, usersState } from '../state/users.store';
import { LoadFailed } from '../../../components/LoadFailed';
import { Alert } from '../../../components/Alert';
import { UserCards } from './UserCards';
import { UsersTable } from './UsersTable';

/** The SuperAdmin's choice to see every column on a narrower screen, kept for their next visit. */
const ALL_COLUMNS_KEY = 'rapport.people.allColumns';
/** The refusal's sentence: the search box points to it while the search is the refused filter. */
export const LIST_REFUSAL_ID = 'people-list-refusal';

/**
 * The list under the filters: a table (cards below 768 px), 'No users found', or what went wrong.
 * A change's outcome is also said in a live region that is always there (one added later may go unheard).
 */
export function UsersList() {
  const { t } = useTranslation('people');
  const { list, listStatus, listError, outcome } = useSnapshot(usersState);
  const locale = currentLocale();
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const users = (list?.items ?? []) as UserListItem[];
  const updating = listStatus === 'loading' && list !== null;
  // A search the server refuses (too long, a control character) would be refused again: its reason, no Try again.
  const refusal = listStatus === 'error' ? queryRefusal(listError, t, FILTER_LABELS) : null;
  const [allColumns, setAllColumns] = useState(() => readItem('local', ALL_COLUMNS_KEY) === 'on');
  const toggleColumns = () => {
    writeItem('local', ALL_COLUMNS_KEY, allColumns ? 'off' : 'on');
    setAllColumns(!allColumns);
  };
  return (
    <section className="people-list" aria-labelledby="people-list-title" aria-busy={listStatus === 'loading'}>
      <div className="people-list-header">
        <h2 id="people-list-title" className="people-list-title">{t('list.title')}</h2>
        {list && listStatus !== 'error' && <span className="people-count">{t('list.count', { count: list.total, formatted: list.total.toLocaleString(locale) })}</span>}
        {updating && <Spinner size="sm" label={t('list.updating')} />}
        {/* Shown only where the table's box is too narrow for every column (people.css). */}
        {!narrow && users.length > 0 && listStatus !== 'error' && (
          <button type="button" className="btn btn-ghost btn-sm people-columns-toggle" aria-pressed={allColumns} onClick={toggleColumns}>
            {t('list.allColumns')}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {/* A new node for each outcome, so the same words after another change are spoken again. */}
        {outcome && <span key={outcome.seq}>{outcomeWords(outcome, t, locale)}</span>}
      </p>
      {refusal && <div id={LIST_REFUSAL_ID}><Alert variant="error">{refusal.text}</Alert></div>}
      {listStatus === 'error' && !refusal && <LoadFailed error={listError} messageKey="people:list.loadFailed" onRetry={retryList} />}
      {listStatus === 'loading' && !list && <PageSpinner />}
      {list && listStatus !== 'error' && (
        <>
          {users.length === 0 ? (
            <p className="wa-empty">{t('list.empty')}</p>
          ) : narrow ? (
            <UserCards users={users} />
          ) : (
            <UsersTable users={users} allColumns={allColumns} />
          )}
          <Pagination page={list.page} totalPages={pageCount(list.total, list.pageSize)} onPage={goToUsersPage} label={t('list.pages')} />
        </>
      )}
    </section>
  );
}
