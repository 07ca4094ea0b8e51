import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { ROUTES, simulationPath } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { isUnlimited, refreshUsage, sessionLimitReached, useOwnUsage, useRenewalDate } from '../../usage';
import { askRetryMoment, cancelRetryMoment, confirmRetryMoment, forgetRetryMoment, retryMomentState } from '../state/retry-moment';

/** "Try this moment again" on one of the learner's messages (numbered as improvements are). */
export function RetryMomentButton({ sessionId, messageNumber }: { sessionId: number; messageNumber: number }) {
  const { t } = useTranslation('results');
  return (
    <button type="button" className="btn btn-secondary btn-sm retry-moment" aria-haspopup="dialog"
      aria-label={t('retry.buttonFor', { number: messageNumber })} onClick={() => askRetryMoment(sessionId, messageNumber)}>
      {t('retry.button')}
    </button>
  );
}

/** The confirmation (a retry is a new session, counted like any), then the simulation of the new session. */
export function RetryMomentDialog() {
  const { t } = useTranslation('results');
  const { moment, busy, problem: refused, startedSessionId } = useSnapshot(retryMomentState);
  const usage = useOwnUsage();
  const renews = useRenewalDate();
  // A month already used up is said at once, as the catalogue does, not after a press of Start.
  const problem = refused ?? (sessionLimitReached(usage) ? 'sessionLimit' : null);
  const [, navigate] = useLocation();
  useEffect(() => forgetRetryMoment, []);
  useEffect(() => {
    if (startedSessionId === null) return;
    retryMomentState.startedSessionId = null;
    void refreshUsage();
    navigate(simulationPath(startedSessionId));
  }, [startedSessionId, navigate]);
  if (!moment) return null;
  const left = usage && !isUnlimited(usage.sessionLimit) ? Math.max(0, usage.sessionLimit - usage.sessionCount) : null;
  return (
    <Modal
      title={t('retry.title')}
      onClose={cancelRetryMoment}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={cancelRetryMoment} disabled={busy} data-autofocus>{t('retry.cancel')}</button>
          {problem !== 'sessionLimit' && (
            <button type="button" className="btn btn-primary" onClick={() => void confirmRetryMoment(problem !== 'coachLimit')} disabled={busy} aria-busy={busy}>
              {problem === 'coachLimit' ? t('retry.withoutCoach') : t('retry.confirm')}
            </button>
          )}
        </>
      }
    >
      <p>{t('retry.body', { number: moment.messageNumber })}</p>
      <p>{left === null ? t('retry.counts') : t('retry.countsLeft', { count: left })}</p>
      {problem && (
        <Alert variant="error">
          {problem !== 'failed' && renews ? t(`retry.problem.${problem}Renews`, { date: renews }) : t(`retry.problem.${problem}`)}
          {problem !== 'failed' && <> <Link href={ROUTES.payment}>{t('retry.upgrade')}</Link></>}
        </Alert>
      )}
    </Modal>
  );
}
