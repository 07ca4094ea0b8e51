import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Spinner } from '../../../components/Spinner';
import type { SuperAdminSessionDetail } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { formatDateTime } from '../state/local-time';
import { goToMessages, retrySession, sessionState } from '../state/session.store';
import { LoadFailed } from '../../../components/LoadFailed';

/** SPEC §2: the conversation, 50 messages a page, Previous and Next. */
export function SessionMessages({ detail }: { detail: SuperAdminSessionDetail }) {
  const { t } = useTranslation('people');
  const { status, error } = useSnapshot(sessionState);
  const locale = currentLocale();
  const { currentPage, totalPages } = detail;
  // The coach's tips are kept as system lines spoken by "coach": named in the reader's language, not by that stored word.
  const coach = (sender: string) => sender === 'system';
  const who = (sender: string, name: string | null) => (coach(sender) ? t('messages.directions.coach') : name ?? t(`messages.directions.${sender}`));
  return (
    <section className="wa-panel" aria-labelledby="session-messages-title" aria-busy={status === 'loading'}>
      <div className="wa-panel-header">
        <h2 id="session-messages-title" className="wa-panel-title">{t('session.messages', { count: detail.totalMessages })}</h2>
        {status === 'loading' && <Spinner size="sm" label={t('list.updating')} />}
      </div>
      {status === 'error' && <LoadFailed error={error} messageKey="people:session.loadFailed" onRetry={retrySession} />}
      {detail.messages.length === 0 ? (
        <p className="wa-empty">{t('messages.empty')}</p>
      ) : (
        <ol className="session-messages" start={detail.messages[0]!.number}>
          {detail.messages.map((message) => (
            <li key={message.id} className={`session-message session-message-${message.sender}`}>
              <p className="session-message-head">
                <span className="session-message-who">{who(message.sender, message.speakerName)}</span>
                {message.speakerRole && !coach(message.sender) && <span className="session-message-role">{message.speakerRole}</span>}
                <time dateTime={message.timestamp}>{formatDateTime(message.timestamp, locale)}</time>
              </p>
              <p className="session-message-text">{message.content}</p>
            </li>
          ))}
        </ol>
      )}
      {totalPages > 1 && (
        <nav className="pagination" aria-label={t('session.pages')}>
          <button type="button" className="btn btn-secondary btn-sm" disabled={currentPage <= 1} onClick={() => goToMessages(currentPage - 1)}>
            {t('common:pagination.previous')}
          </button>
          <span className="session-page">{t('session.pageOf', { page: currentPage, total: totalPages })}</span>
          <button type="button" className="btn btn-secondary btn-sm" disabled={currentPage >= totalPages} onClick={() => goToMessages(currentPage + 1)}>
            {t('common:pagination.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
