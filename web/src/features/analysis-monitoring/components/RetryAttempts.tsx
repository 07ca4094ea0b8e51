import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RetryStats } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { monitorState } from '../state/monitor.store';
import { StackedTime } from '../../../components/StackedTime';
import { SessionLink, UserEmail } from './format';
import { type Column, RecordList } from './RecordList';

type Attempt = RetryStats['recentRetryAttempts'][number];

/** SPEC §2: the latest second-or-later attempts at an analysis, and how each went. */
export function RetryAttempts() {
  const { t } = useTranslation('analysisMonitoring');
  const { stats } = useSnapshot(monitorState);
  const locale = currentLocale();
  const columns: Column<Attempt>[] = [
    { key: 'session', label: t('attempts.session'), cell: (row) => <SessionLink sessionId={row.sessionId} /> },
    { key: 'user', label: t('attempts.user'), cell: (row) => <UserEmail email={row.userEmail} /> },
    {
      key: 'result', label: t('attempts.result'),
      cell: (row) => <span className={`badge ${row.wasSuccessful ? 'badge-green' : 'badge-red'}`}>{t(row.wasSuccessful ? 'attempts.succeeded' : 'attempts.failed')}</span>,
    },
    { key: 'time', label: t('attempts.time'), cell: (row) => <StackedTime iso={row.attemptTime} locale={locale} seconds /> },
  ];
  return (
    <RecordList id="am-attempts" title={t('attempts.title')} empty={t('attempts.empty')} columns={columns}
      rows={(stats?.recentRetryAttempts ?? []) as Attempt[]} rowKey={(row, index) => `${row.sessionId}-${row.attemptTime}-${index}`} />
  );
}
