import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { describeError } from '../../../lib/error-message';
import { cancelRequeue, confirmRequeue, monitorState } from '../state/monitor.store';

/** Asks before re-queuing: each one re-queued is another call to the AI provider. */
export function RequeueDialog() {
  const { t } = useTranslation('analysisMonitoring');
  const { stats, requeue } = useSnapshot(monitorState);
  if (!requeue.confirming) return null;
  return (
    <Modal
      title={t('requeue.confirmTitle')}
      onClose={cancelRequeue}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={cancelRequeue} data-autofocus>{t('common:actions.cancel')}</button>
          <button type="button" className="btn btn-primary" onClick={() => void confirmRequeue()} disabled={requeue.running}>
            {requeue.running && <Spinner size="sm" />}
            {t('requeue.confirm')}
          </button>
        </>
      }
    >
      {requeue.error !== null && <Alert variant="error">{describeError(requeue.error, t, 'analysisMonitoring:requeue.failed')}</Alert>}
      <p>{t('requeue.question', { count: stats?.permanentlyFailedSessions ?? 0 })}</p>
    </Modal>
  );
}
