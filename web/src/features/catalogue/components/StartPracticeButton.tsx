import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../../app/paths';
import { ArrowRightIcon } from '../../../components/icons';
import { currentLocale } from '../../../lib/i18n';
import { withRedirect } from '../../../lib/redirect';
import { authState } from '../../auth';
import { coachLimitReached, localized, sessionLimitReached } from '../state/localize';
import { openSessionStart, type StartableScenario } from '../state/session-start.store';
import { withStartIntent } from '../state/start-intent';

/**
 * Start practice: opens the session-start modal for a signed-in user; a visitor goes to Register
 * and comes back here afterwards, with this scenario's modal open. A user whose monthly sessions
 * are used up is offered Premium instead (SPEC §2 "Upgrade to Continue").
 */
export function StartPracticeButton({ scenario, size }: { scenario: StartableScenario; size?: 'lg' }) {
  const { t } = useTranslation('catalogue');
  const { status, user } = useSnapshot(authState);
  // Subscribed so the redirect follows filter changes; the raw URL keeps its encoding.
  useLocation();
  useSearch();
  const here = window.location.pathname + window.location.search;
  const name = localized(scenario, 'name', currentLocale());
  const className = `btn ${size === 'lg' ? 'btn-lg ' : ''}`;

  if (status !== 'authenticated' || !user) {
    return (
      <Link
        href={withRedirect(ROUTES.register, withStartIntent(here, scenario.id))}
        className={`${className}btn-primary start-practice`}
        aria-label={t('actions.startPracticeFor', { name })}
      >
        {t('actions.startPractice')} <ArrowRightIcon size={18} />
      </Link>
    );
  }
  if (sessionLimitReached(user.usage)) {
    return (
      <Link href={ROUTES.payment} className={`${className}btn-upgrade start-practice`} aria-label={t('actions.upgradeToContinueFor', { name })}>
        {t('actions.upgradeToContinue')} <ArrowRightIcon size={18} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`${className}btn-primary start-practice`}
      aria-label={t('actions.startPracticeFor', { name })}
      aria-haspopup="dialog"
      onClick={() => openSessionStart(scenario, { coachLocked: coachLimitReached(user.usage) })}
    >
      {t('actions.startPractice')} <ArrowRightIcon size={18} />
    </button>
  );
}
