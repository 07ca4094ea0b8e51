import { useTranslation } from 'react-i18next';
import { type Snapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { describeError } from '../../../lib/error-message';
import { useRenewalDate } from '../../usage';
import { closeSessionStart, continueWithoutCoach, type StartProblem } from '../state/session-start.store';

/**
 * Why the session did not start (SPEC §8 "Start"): the coach limit with its ways out, or the error
 * text. The session limit is not said here: it opens the upgrade modal instead (session-start.store).
 */
export function StartProblemNotice({ problem, starting }: { problem: Snapshot<StartProblem>; starting: boolean }) {
  const { t } = useTranslation('catalogue');
  const renews = useRenewalDate();
  if (problem.kind === 'failed') {
    return (
      <div className="start-problem">
        <Alert variant="error">{describeError(problem.error, t, 'catalogue:start.failed')}</Alert>
      </div>
    );
  }
  return (
    <div className="start-problem">
      <Alert variant="warning">
        <p>{renews ? t('start.limits.coachRenews', { date: renews }) : t('start.limits.coach')}</p>
        <div className="start-problem-actions">
          {/* Unavailable while starting, but never `disabled`, which would drop the keyboard focus. */}
          <button type="button" className="btn btn-primary btn-sm" aria-disabled={starting || undefined} onClick={() => void (starting || continueWithoutCoach())}>
            {t('start.continueWithoutCoach')}
          </button>
          <Link href={ROUTES.payment} className="btn btn-upgrade btn-sm" onClick={closeSessionStart}>
            {t('start.upgrade')}
          </Link>
        </div>
      </Alert>
    </div>
  );
}
