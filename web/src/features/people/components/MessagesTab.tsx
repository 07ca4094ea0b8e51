import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { superadminSessionPath } from '../../../app/paths';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../state/local-time';
import { messagesList } from '../state/user-lists';
import { DateRange } from './DateRange';
import { ListBody } from './ListBody';

const DIRECTION_TONE = { user: 'badge-blue', ai: 'badge-neutral', system: 'badge-yellow' } as const;

/** SPEC §2 Messages: a date filter; Timestamp, Direction, the message's opening words, Session. */
export function MessagesTab() {
  const { t } = useTranslation('people');
  const list = useSnapshot(messagesList.state);
  const locale = currentLocale();
  return (
    <>
      <div className="people-tab-filters">
        <DateRange idPrefix="messages" from={list.filters.dateFrom} to={list.filters.dateTo} onChange={messagesList.setFilter} />
      </div>
      <ListBody list={list} texts={{ failed: 'messages.loadFailed', empty: 'messages.empty', pages: 'messages.pages' }}
        onRetry={messagesList.retry} onPage={messagesList.goTo}>
        {(items) => (
          <table className="wa-table wa-table-stack">
            <thead>
              <tr>{['timestamp', 'direction', 'snippet', 'session'].map((c) => <th key={c} scope="col">{t(`messages.${c}`)}</th>)}</tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label={t('messages.timestamp')} className="people-nowrap">{formatDateTime(item.timestamp, locale)}</td>
                  <td data-label={t('messages.direction')}>
                    <span className={`badge ${DIRECTION_TONE[item.direction]}`}>{t(`messages.directions.${item.direction}`)}</span>
                    {item.speakerName && <span className="people-speaker">{item.speakerName}</span>}
                  </td>
                  <td data-label={t('messages.snippet')}><span className="people-snippet" title={item.contentSnippet}>{item.contentSnippet}</span></td>
                  <td data-label={t('messages.session')}>
                    <Link href={superadminSessionPath(item.sessionId)} aria-label={t('messages.sessionLink', { id: item.sessionId })}>#{item.sessionId}</Link>
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
