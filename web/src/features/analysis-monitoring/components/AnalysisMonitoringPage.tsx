import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/Spinner';
import { SuperAdminLayout } from '../../superadmin';
import { leaveMonitor, monitorState, openMonitor, refreshNow } from '../state/monitor.store';
import { BreakerStatus } from './BreakerStatus';
import { FailedSessions } from './FailedSessions';
import { RefreshBar } from './RefreshBar';
import { RequeueDialog } from './RequeueDialog';
import { RequeuePanel } from './RequeuePanel';
import { RetryAttempts } from './RetryAttempts';
import { RetryStatsCards } from './RetryStatsCards';
import '../analysis-monitoring.css';

/** /superadmin/dashboard/analysis: Analysis Monitoring (SPEC §2). */
export default function AnalysisMonitoringPage() {
  const { t } = useTranslation('analysisMonitoring');
  const { phase, error } = useSnapshot(monitorState);
  useEffect(() => {
    openMonitor();
    return leaveMonitor;
  }, []);
  return (
    <SuperAdminLayout title={t('title')}>
      {phase === 'loading' && <PageSpinner />}
      {phase === 'failed' && <LoadFailed error={error} messageKey="analysisMonitoring:loadFailed" onRetry={refreshNow} />}
      {phase === 'ready' && (
        <div className="am-monitor">
          <RefreshBar />
          <RetryStatsCards />
          <div className="am-panels">
            <BreakerStatus />
            <RequeuePanel />
          </div>
          <FailedSessions />
          <RetryAttempts />
          <RequeueDialog />
        </div>
      )}
    </SuperAdminLayout>
  );
}
