import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Alert } from '../../../components/Alert';
import { CloseIcon } from '../../../components/icons';
import { useRenewalDate } from '../../usage';
import { dismissCoachError } from '../state/coach';
import { retryConnection } from '../state/connection';
import { dismissEndError } from '../state/end-session';
import { retrySend } from '../state/sending';
import { simulationState } from '../state/simulation.store';
import { focusComposer } from './focus-composer';

/** SPEC §8: 'Failed to connect…' with Retry; reconnection also goes on by itself. */
export function ConnectionAlert() {
  const { t } = useTranslation('simulation');
  const { connection } = useSnapshot(simulationState);
  if (connection !== 'reconnecting' && connection !== 'failed') return null;
  return (
    <div className="sim-notice-row">
      <Alert variant="error">
        {t('errors.connect')}
        {connection === 'reconnecting' && <span className="sim-notice-sub"> {t('reconnecting')}</span>}
      </Alert>
      <button type="button" className="btn btn-secondary btn-sm" onClick={retryConnection}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}

function Dismissible({ text, onDismiss, variant = 'error' }: { text: string; onDismiss: () => void; variant?: 'error' | 'warning' }) {
  const { t } = useTranslation('simulation');
  return (
    <div className="sim-notice-row">
      <Alert variant={variant}>{text}</Alert>
      <button type="button" className="icon-button sim-notice-close" onClick={() => { onDismiss(); focusComposer(); }} aria-label={t('dismiss')}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

/** Said plainly (DESIGN §5) where it costs the conversation no room: the side column, or the top of the list on smaller screens. */
export function EngineNote() {
  const { t } = useTranslation('simulation');
  const { details } = useSnapshot(simulationState);
  if (details?.engine !== 'offline') return null;
  return <p className="sim-engine-note">{t(details.engineReason === 'ai-budget' ? 'aiBudget.engine' : 'offlineEngine')}</p>;
}

/** The errors of this session, above the conversation. */
export function SessionNotices() {
  const { t } = useTranslation('simulation');
  const { sendError, endError, endAfterReply, endPhase, coach, connection, waiting, typing } = useSnapshot(simulationState);
  const renews = useRenewalDate();
  const coachLimit = renews ? t('errors.coachLimitRenews', { date: renews }) : t('errors.coachLimit');
  return (
    <div className="sim-notices">
      <ConnectionAlert />
      {sendError && (
        <div className="sim-notice-row">
          {sendError.reason === 'replyInProgress' ? (
            <Alert variant="warning">{t('errors.sendDuringReply')}</Alert>
          ) : (
            <Alert variant="error">{t('errors.send')}</Alert>
          )}
          {/* While a reply streams the server would refuse the words again. */}
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void retrySend()} disabled={connection !== 'connected' || waiting || typing !== null}>
            {t('common:actions.retry')}
          </button>
        </div>
      )}
      {endAfterReply && endPhase === 'ending' && (
        <div className="sim-notice-row">
          <Alert>{t('endAfterReply')}</Alert>
        </div>
      )}
      {endError === 'failed' && <Dismissible text={t('errors.end')} onDismiss={dismissEndError} />}
      {endError === 'nothingSaid' && <Dismissible variant="warning" text={t('errors.endNothingSaid')} onDismiss={dismissEndError} />}
      {endError === 'duringReply' && <Dismissible variant="warning" text={t('errors.endDuringReply')} onDismiss={dismissEndError} />}
      {coach.error && (
        <Dismissible text={coach.error === 'limit' ? coachLimit : t('errors.coach')} onDismiss={dismissCoachError} />
      )}
    </div>
  );
}
