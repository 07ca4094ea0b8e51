import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { historyPath, simulationPath } from '../../../app/paths';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { ScoreBadge } from '../../results';
import { DiscardSessionDialog } from '../../simulation';
import { dashboardState, forgetUnended, loadPaged } from '../state/dashboard.store';
import { DashboardCard } from './DashboardCard';
import { formatDate } from '../../../lib/due-date';

/**
 * SPEC §1: unfinished sessions to resume, and the history of ended ones, 10 at a time: analysed, or
 * marked while their analysis is to come or failed (their page says what happens next).
 */
export function SessionSidebar() {
  const { t } = useTranslation('dashboard');
  const { unended, history } = useSnapshot(dashboardState);
  // The unfinished session being asked about: one the learner never wrote in can be discarded.
  const [discarding, setDiscarding] = useState<{ sessionId: number; name: string } | null>(null);
  const locale = currentLocale();
  const date = (iso: string) => formatDate(iso, locale);
  const more = (key: 'unended' | 'history', { hasMore, loadingMore, moreFailed }: { hasMore: boolean; loadingMore: boolean; moreFailed: boolean }) => hasMore && (
    <>
      {moreFailed && <p className="field-error dash-more-error" role="alert">{t('loadMoreFailed')}</p>}
      <button type="button" className="btn btn-secondary btn-sm dash-more" disabled={loadingMore} onClick={() => void loadPaged(key, true)}>
        {loadingMore ? t('loadingMore') : moreFailed ? t('loadMoreRetry') : t('loadMore')}
      </button>
    </>
  );
  return (
    <aside className="dash-sidebar">
      <DashboardCard id="unended" title={t('unended.title')} status={unended.status} error={t('unended.error')} onRetry={() => void loadPaged('unended')}
        empty={unended.data.length === 0 ? <p className="muted">{t('unended.empty')}</p> : undefined}>
        <ul className="dash-list">
          {unended.data.map((s) => (
            <li key={s.sessionId} className={s.spoken ? undefined : 'dash-list-row'}>
              <Link href={simulationPath(s.sessionId)} className="dash-list-link">
                <span className="dash-list-name">{localized(s, 'scenarioName', locale)}</span>
                <span className="dash-list-meta">
                  {s.spoken ? t('unended.meta', { count: s.messageCount, date: date(s.startedAt) }) : t('unended.metaUnspoken', { date: date(s.startedAt) })}
                </span>
              </Link>
              {!s.spoken && (
                <button type="button" className="btn btn-secondary btn-sm dash-discard"
                  aria-label={t('unended.discardNamed', { name: localized(s, 'scenarioName', locale) })}
                  onClick={() => setDiscarding({ sessionId: s.sessionId, name: localized(s, 'scenarioName', locale) })}>
                  {t('unended.discard')}
                </button>
              )}
            </li>
          ))}
        </ul>
        {more('unended', unended)}
        {discarding && (
          <DiscardSessionDialog sessionId={discarding.sessionId} scenarioName={discarding.name} onCancel={() => setDiscarding(null)}
            onDiscarded={() => {
              forgetUnended(discarding.sessionId);
              setDiscarding(null);
            }} />
        )}
      </DashboardCard>
      <DashboardCard id="history" title={t('history.title')} status={history.status} error={t('history.error')} onRetry={() => void loadPaged('history')}
        empty={history.data.length === 0 ? <p className="muted">{t('history.empty')}</p> : undefined}>
        <ul className="dash-list">
          {history.data.map((h) => (
            <li key={h.sessionId}>
              <Link href={historyPath(h.sessionId)} className="dash-list-link">
                <span className="dash-list-name">{localized(h, 'scenarioName', locale)}</span>
                <span className="dash-list-meta">
                  {h.overallScore !== null ? <ScoreBadge score={h.overallScore} />
                    : <span className={`badge ${h.analysis === 'failed' ? 'badge-red' : 'badge-neutral'}`}>{t(`history.${h.analysis === 'failed' ? 'failed' : 'pending'}`)}</span>}{' '}
                  {date(h.completedAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {more('history', history)}
      </DashboardCard>
    </aside>
  );
}
