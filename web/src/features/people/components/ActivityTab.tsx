import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { superadminSessionPath } from '../../../app/paths';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { ScoreBadge } from '../../results';
import { formatDateTime, formatDuration } from '../state/local-time';
import { ACTIVITY_STATUSES, activityList } from '../state/user-lists';
import { SessionStatusBadge } from './badges';
import { DateRange } from './DateRange';
import { ListBody } from './ListBody';
import { ScenarioDetailsModal } from './ScenarioDetailsModal';
import { closeScenarioDetails, openScenarioDetails } from '../state/scenario-details';

/**
 * SPEC §2 Activity: status and From/To filters; Scenario (opens the session, and beside it the
 * Scenario Details modal), Started, Completed, Duration, Status, Score.
 */
export function ActivityTab() {
  const { t } = useTranslation('people');
  const list = useSnapshot(activityList.state);
  const locale = currentLocale();
  const units = { m: t('units.minutes'), s: t('units.seconds') };
  // Leaving the tab (another user, Back) leaves the dialog behind: it must not open again on the next one.
  useEffect(() => closeScenarioDetails, []);
  return (
    <>
      <div className="people-tab-filters">
        <div className="field">
          <label className="field-label" htmlFor="activity-status">{t('tabs.status')}</label>
          <select id="activity-status" className="input" value={list.filters.status} onChange={(e) => activityList.setFilter('status', e.target.value)}>
            {ACTIVITY_STATUSES.map((status) => <option key={status} value={status}>{t(`tabs.statuses.${status}`)}</option>)}
          </select>
        </div>
        <DateRange idPrefix="activity" from={list.filters.dateFrom} to={list.filters.dateTo} onChange={activityList.setFilter} />
      </div>
      <ListBody list={list} texts={{ failed: 'activity.loadFailed', empty: 'activity.empty', pages: 'activity.pages' }}
        onRetry={activityList.retry} onPage={activityList.goTo}>
        {(items) => (
          <table className="wa-table wa-table-stack">
            <thead>
              <tr>{['scenario', 'startedAt', 'completedAt', 'duration', 'status', 'score'].map((c) => <th key={c} scope="col">{t(`activity.${c}`)}</th>)}</tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.sessionId}>
                  <td data-label={t('activity.scenario')}>
                    <span className="people-scenario-cell">
                      <Link href={superadminSessionPath(item.sessionId)}>{localized(item, 'scenarioName', locale)}</Link>
                      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void openScenarioDetails(item)}
                        aria-label={t('scenarioDetails.open', { name: localized(item, 'scenarioName', locale) })}>
                        {t('scenarioDetails.button')}
                      </button>
                    </span>
                  </td>
                  <td data-label={t('activity.startedAt')} className="people-nowrap">{formatDateTime(item.startedAt, locale)}</td>
                  <td data-label={t('activity.completedAt')} className="people-nowrap">{formatDateTime(item.completedAt, locale)}</td>
                  <td data-label={t('activity.duration')}>{formatDuration(item.durationSeconds, units)}</td>
                  <td data-label={t('activity.status')}><SessionStatusBadge status={item.status} /></td>
                  <td data-label={t('activity.score')}>{item.overallScore === null ? '—' : <ScoreBadge score={item.overallScore} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListBody>
      <ScenarioDetailsModal />
    </>
  );
}
