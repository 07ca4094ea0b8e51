import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { ROUTES, simulationPath } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import type { SessionResults } from '../../../lib/contracts';
import { coachLimitReached, isUnlimited, refreshUsage, sessionLimitReached, useOwnUsage, useRenewalDate } from '../../usage';
import { answerNumber } from '../state/answer-number';
import { askRetryMoment, cancelRetryMoment, confirmRetryMoment, forgetRetryMoment, retryMomentState } from '../state/retry-moment';

/** "Try this moment again" on one of the learner's messages (numbered as improvements are). */
export function RetryMomentButton({ result, messageNumber }: { result: SessionResults; messageNumber: number }) {
  const { t } = useTranslation('results');
  const moment = { sessionId: result.id, messageNumber, answerNumber: answerNumber(result.conversationHistory, messageNumber), coach: result.coachEnabled };
  return (
    <button type="button" className="btn btn-secondary btn-sm retry-moment" aria-haspopup="dialog"
      aria-label={t('retry.buttonFor', { number: moment.answerNumber })} onClick={() => askRetryMoment(moment)}>
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
  const problem = refused ?? (sessionLimitReached(usage) ? 'sessionLimit' : moment?.coach && coachLimitReached(usage) ? 'coachLimit' : null);
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
  const coachLeft = usage && !isUnlimited(usage.coachSessionLimit) ? Math.max(0, usage.coachSessionLimit - usage.coachSessionCount) : null;
  // The coach comes again unless the learner says not: a choice, since it spends a coach session too.
  const coachChoice = moment.coach && problem !== 'sessionLimit' && problem !== 'coachLimit';
  return (
    <Modal
      title={t('retry.title')}
      onClose={cancelRetryMoment}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={cancelRetryMoment} disabled={busy} data-autofocus>{t('retry.cancel')}</button>
          {coachChoice && (
            <button type="button" className="btn btn-secondary" onClick={() => void confirmRetryMoment(false)} disabled={busy}>{t('retry.startWithoutCoach')}</button>
          )}
          {problem !== 'sessionLimit' && (
            <button type="button" className="btn btn-primary" onClick={() => void confirmRetryMoment(problem !== 'coachLimit')} disabled={busy} aria-busy={busy}>
              {problem === 'coachLimit' ? t('retry.withoutCoach') : t('retry.confirm')}
            </button>
          )}
        </>
      }
    >
      <p>{t('retry.body', { number: moment.answerNumber })}</p>
      <p>{left === null ? t('retry.counts') : t('retry.countsLeft', { count: left })}</p>
      {coachChoice && <p>{coachLeft === null ? t('retry.coach') : t('retry.coachLeft', { count: coachLeft })}</p>}
      {problem && (
        <Alert variant="error">
          {problem !== 'failed' && renews ? t(`retry.problem.${problem}Renews`, { date: renews }) : t(`retry.problem.${problem}`)}
          {problem !== 'failed' && <> <Link href={ROUTES.payment}>{t('retry.upgrade')}</Link></>}
        </Alert>
      )}
    </Modal>
  );
}
