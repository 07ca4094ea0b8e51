import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { PageSpinner } from '../../../components/Spinner';
import { SuperAdminLayout } from '../../superadmin';
import { leaveMonitor, monitorState, openMonitor } from '../state/monitor.store';
import { AttemptDetails } from './AttemptDetails';
import { AttemptFilters } from './AttemptFilters';
import { AttemptsTable } from './AttemptsTable';
import { Pagination } from './Pagination';
import { StatCards } from './StatCards';
import '../hacking-attempts.css';
import '../details.css';

/** The first load failed: there is nothing on screen to keep (SPEC §8), so say so and offer a retry. */
function FirstLoadFailed() {
  const { t } = useTranslation('hackingAttempts');
  return (
    <div className="ha-failed">
      <Alert variant="error">{t('loadFailed')}</Alert>
      <button type="button" className="btn btn-primary" onClick={() => void openMonitor()}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}

/** /superadmin/dashboard/hacking-attempts: the Hacking Attempts Monitor (SPEC §2). */
export default function HackingAttemptsPage() {
  const { phase } = useSnapshot(monitorState);
  useEffect(() => {
    void openMonitor();
    return leaveMonitor;
  }, []);
  return (
    <SuperAdminLayout>
      {phase === 'loading' && <PageSpinner />}
      {phase === 'failed' && <FirstLoadFailed />}
      {phase === 'ready' && (
        <div className="ha-monitor">
          <StatCards />
          <AttemptFilters />
          <AttemptsTable />
          <Pagination />
          <AttemptDetails />
        </div>
      )}
    </SuperAdminLayout>
  );
}
