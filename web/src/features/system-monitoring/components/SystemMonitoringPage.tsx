import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { PageSpinner } from '../../../components/Spinner';
import { currentLocale } from '../../../lib/i18n';
import { SuperAdminLayout } from '../../superadmin';
import { formatClock } from '../state/format';
import { leaveSystemMonitoring, metricsState, openSystemMonitoring } from '../state/metrics.store';
import { ApplicationPanel } from './ApplicationPanel';
import { MachinePanel } from './MachinePanel';
import '../system-monitoring.css';

/** /superadmin/dashboard/system: System Monitoring (SPEC §2), polling every 3 s. */
export default function SystemMonitoringPage() {
  const { t } = useTranslation('systemMonitoring');
  const { metrics, failed, settled } = useSnapshot(metricsState);
  useEffect(() => {
    openSystemMonitoring();
    return leaveSystemMonitoring;
  }, []);
  const locale = currentLocale();
  return (
    <SuperAdminLayout>
      {!settled && <PageSpinner />}
      {settled && (
        <div className="wa-stack sm-page">
          {/* SPEC §8: the message, with the last figures kept beneath it; the next poll tries again. */}
          {failed && (
            <Alert variant="error" title={t('fetchFailed')}>
              {metrics ? t('keptFigures', { time: formatClock(metrics.lastUpdated, locale) }) : t('fetchFailedFirst')}
            </Alert>
          )}
          {metrics && (
            <>
              <p className="sm-updated">
                <time dateTime={metrics.lastUpdated}>{t('lastUpdated', { time: formatClock(metrics.lastUpdated, locale) })}</time>
                <span className="sm-poll-note">{t('pollNote')}</span>
              </p>
              <MachinePanel metrics={metrics} />
              <ApplicationPanel metrics={metrics} />
            </>
          )}
        </div>
      )}
    </SuperAdminLayout>
  );
}
