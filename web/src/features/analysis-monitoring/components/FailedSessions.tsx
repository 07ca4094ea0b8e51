import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RetryStats } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { monitorState } from '../state/monitor.store';
import { StackedTime } from '../../../components/StackedTime';
import { SessionLink, UserEmail } from './format';
import { type Column, RecordList } from './RecordList';

type FailedSession = RetryStats['recentFailedSessions'][number];

/** SPEC §2: the sessions whose analysis failed for good, newest first, with why (the server's words). */
export function FailedSessions() {
  const { t } = useTranslation('analysisMonitoring');
  const { stats } = useSnapshot(monitorState);
  const locale = currentLocale();
  const columns: Column<FailedSession>[] = [
    { key: 'session', label: t('failedSessions.session'), cell: (row) => <SessionLink sessionId={row.sessionId} /> },
    { key: 'scenario', label: t('failedSessions.scenario'), cell: (row) => row.scenarioName || <span className="am-muted">—</span> },
    { key: 'user', label: t('failedSessions.user'), cell: (row) => <UserEmail email={row.userEmail} /> },
    { key: 'endTime', label: t('failedSessions.endTime'), cell: (row) => <StackedTime iso={row.endTime} locale={locale} seconds /> },
    { key: 'reason', label: t('failedSessions.reason'), cell: (row) => <span className="am-reason">{row.reason || '—'}</span> },
  ];
  return (
    <RecordList id="am-failed" title={t('failedSessions.title')} empty={t('failedSessions.empty')} columns={columns}
      rows={(stats?.recentFailedSessions ?? []) as FailedSession[]} rowKey={(row) => row.sessionId} />
  );
}
