import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../state/local-time';
import { loginsList } from '../state/user-lists';
import { DateRange } from './DateRange';
import { ListBody } from './ListBody';

/** SPEC §2 Logins: a date filter; Timestamp, IP Address, User Agent, Status (Success or Failed). */
export function LoginsTab() {
  const { t } = useTranslation('people');
  const list = useSnapshot(loginsList.state);
  const locale = currentLocale();
  return (
    <>
      <div className="people-tab-filters">
        <DateRange idPrefix="logins" from={list.filters.dateFrom} to={list.filters.dateTo} onChange={loginsList.setFilter} />
      </div>
      <ListBody list={list} texts={{ failed: 'logins.loadFailed', empty: 'logins.empty', pages: 'logins.pages' }}
        onRetry={loginsList.retry} onPage={loginsList.goTo}>
        {(items) => (
          <table className="wa-table wa-table-stack">
            <thead>
              <tr>{['timestamp', 'ip', 'userAgent', 'status'].map((c) => <th key={c} scope="col">{t(`logins.${c}`)}</th>)}</tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label={t('logins.timestamp')} className="people-nowrap">{formatDateTime(item.timestamp, locale)}</td>
                  <td data-label={t('logins.ip')} className="people-mono">{item.ip ?? '—'}</td>
                  <td data-label={t('logins.userAgent')} className="people-agent">{item.userAgent ?? '—'}</td>
                  <td data-label={t('logins.status')}>
                    <span className={`badge ${item.success ? 'badge-green' : 'badge-red'}`}>{t(item.success ? 'logins.success' : 'logins.failed')}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
    </>
  );
}
