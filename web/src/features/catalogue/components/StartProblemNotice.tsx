import { useTranslation } from 'react-i18next';
import { type Snapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { describeError } from '../../../lib/error-message';
import { useRenewalDate } from '../../usage';
import { closeSessionStart, continueWithoutCoach, type StartProblem } from '../state/session-start.store';

/** Why the session did not start (SPEC §8 "Start"): a limit with its way out, or the error text. */
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
  const coach = problem.kind === 'coachLimit';
  return (
    <div className="start-problem">
      <Alert variant="warning">
        <p>{renews ? t(coach ? 'start.limits.coachRenews' : 'start.limits.sessionRenews', { date: renews }) : t(coach ? 'start.limits.coach' : 'start.limits.session')}</p>
        <div className="start-problem-actions">
          {coach && (
            // Unavailable while starting, but never `disabled`, which would drop the keyboard focus.
            <button type="button" className="btn btn-primary btn-sm" aria-disabled={starting || undefined} onClick={() => void (starting || continueWithoutCoach())}>
              {t('start.continueWithoutCoach')}
            </button>
          )}
          <Link href={ROUTES.payment} className="btn btn-upgrade btn-sm" onClick={closeSessionStart}>
            {t('start.upgrade')}
          </Link>
        </div>
      </Alert>
    </div>
  );
}
