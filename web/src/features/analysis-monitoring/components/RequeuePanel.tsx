import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { canRequeue } from '../state/figures';
import { askRequeue, monitorState } from '../state/monitor.store';

/**
 * SPEC §2: re-queue every permanently failed analysis. The button says it cannot act through
 * aria-disabled rather than disabled, so focus stays on it when a refresh leaves nothing to re-queue.
 */
export function RequeuePanel() {
  const { t } = useTranslation('analysisMonitoring');
  const { stats, requeue } = useSnapshot(monitorState);
  const failed = stats?.permanentlyFailedSessions ?? 0;
  const enabled = canRequeue(failed, requeue.running);
  return (
    <section className="wa-panel am-requeue" aria-labelledby="am-requeue-title">
      <div className="wa-panel-header">
        <h2 id="am-requeue-title" className="wa-panel-title">{t('requeue.title')}</h2>
      </div>
      <p id="am-requeue-intro" className="wa-panel-intro">{failed > 0 ? t('requeue.intro', { count: failed }) : t('requeue.nothing')}</p>
      {requeue.done !== null && <Alert variant="success">{t('requeue.done', { count: requeue.done })}</Alert>}
      <button type="button" className="btn btn-primary am-requeue-button" aria-disabled={enabled ? undefined : true}
        aria-describedby="am-requeue-intro" onClick={askRequeue}>
        {requeue.running && <Spinner size="sm" />}
        {t(requeue.running ? 'requeue.running' : 'requeue.button')}
      </button>
    </section>
  );
}
