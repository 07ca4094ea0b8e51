import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BreakableEmail } from '../../../components/BreakableEmail';
import { Spinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { outcomeWords } from '../state/list-outcome';
import { monitorState, openDetails } from '../state/monitor.store';
import { RiskBadge, StatusBadge } from './AttemptBadges';
import { AttemptCards } from './AttemptCards';
import { StackedTime } from '../../../components/StackedTime';
import { detailsLabel, SessionRef } from './attempt-format';

const COLUMNS = ['time', 'user', 'session', 'riskLevel', 'status', 'ip', 'actions'] as const;

/**
 * SPEC §2: Time, User, Session, Risk Level, Status, IP Address, Actions. Below 768 px the rows
 * become cards; between that and a 1280 px screen the table may scroll sideways in its box, with
 * View Details pinned at its right edge. A filter or page change's outcome is said in a live region
 * that is always there (one added later may go unheard).
 */
export function AttemptsTable() {
  const { t } = useTranslation('hackingAttempts');
  const { list, reloading, outcome } = useSnapshot(monitorState);
  const locale = currentLocale();
  const attempts = list?.attempts ?? [];
  const narrow = useMediaQuery('(max-width: 767.98px)');
  return (
    <section className="ha-list" aria-labelledby="ha-list-title" aria-busy={reloading}>
      <div className="ha-list-header">
        <h2 id="ha-list-title" className="ha-list-title">{t('table.title')}</h2>
        {reloading && <Spinner size="sm" label={t('table.updating')} />}
      </div>
      <p className="visually-hidden" role="status">
        {/* A new node for each outcome, so the same words after another change are spoken again. */}
        {outcome && <span key={outcome.seq}>{outcomeWords(outcome, t, locale)}</span>}
      </p>
      {attempts.length === 0 ? (
        <p className="wa-empty">{t('table.empty')}</p>
      ) : narrow ? (
        <AttemptCards attempts={attempts} />
      ) : (
        // Focusable so a keyboard can scroll it sideways when it is wider than the screen.
        // Named apart from the list's section around it: two landmarks with one name cannot be told apart.
        <div className="wa-table-scroll" tabIndex={0} role="region" aria-label={t('table.region')}>
          <table className="wa-table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={column === 'actions' ? 'ha-actions' : undefined}>{t(`table.${column}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {attempts.map((attempt) => (
                <tr key={attempt.id}>
                  <td className="ha-nowrap">
                    <StackedTime iso={attempt.attemptTime} locale={locale} />
                  </td>
                  <td className="ha-user">
                    {attempt.userEmail ? <BreakableEmail email={attempt.userEmail} /> : t('unknownUser')}
                  </td>
                  <td className="ha-nowrap"><SessionRef sessionId={attempt.sessionId} /></td>
                  <td><RiskBadge level={attempt.riskLevel} /></td>
                  <td><StatusBadge blocked={attempt.wasBlocked} /></td>
                  <td className="ha-nowrap ha-mono">{attempt.userIP ?? '—'}</td>
                  <td className="ha-actions">
                    {/* Twenty buttons alike: each one's name also says whose attempt it opens, and when. */}
                    <button type="button" className="btn btn-secondary btn-sm ha-nowrap" aria-label={detailsLabel(attempt, t, locale)}
                      onClick={() => openDetails(attempt.id)}>
                      {t('table.viewDetails')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
