import { useEffect } from 'react';
import { SuperAdminLayout } from '../../superadmin';
import { leaveLogs, openLogs } from '../state/logs.store';
import { LogList } from './LogList';
import { LogToolbar } from './LogToolbar';
import '../logs.css';

/** /superadmin/dashboard/logs: the server's log, live (R2.11), through the logs hub. */
export default function LogsPage() {
  useEffect(() => {
    openLogs();
    return leaveLogs;
  }, []);
  return (
    <SuperAdminLayout>
      <div className="wa-stack logs-page">
        <LogToolbar />
        <LogList />
      </div>
    </SuperAdminLayout>
  );
}
