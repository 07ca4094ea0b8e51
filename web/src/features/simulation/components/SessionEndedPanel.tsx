import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ROUTES } from '../../../app/routes';
import { CheckIcon } from '../../../components/icons';
import { simulationState } from '../state/simulation.store';

/**
 * In place of the message box once the session is over. Results (SPEC §4: analysis, then
 * /results/{id}) are not built yet, so this says what is true now: the conversation is saved.
 */
export function SessionEndedPanel() {
  const { t } = useTranslation('simulation');
  const { endPhase } = useSnapshot(simulationState);
  const heading = useRef<HTMLHeadingElement>(null);
  const justEnded = endPhase === 'ended';

  useEffect(() => {
    // Ending moved focus off a button that no longer exists: bring it to the news.
    if (justEnded) heading.current?.focus();
  }, [justEnded]);

  return (
    <section className="sim-ended" aria-labelledby="sim-ended-title">
      <span className="sim-ended-icon" aria-hidden="true">
        <CheckIcon size={22} />
      </span>
      <div className="sim-ended-body">
        <h2 id="sim-ended-title" ref={heading} tabIndex={-1} className="sim-ended-title">
          {justEnded ? t('ended.title') : t('ended.completedTitle')}
        </h2>
        <p className="sim-ended-text">{justEnded ? t('ended.body') : t('ended.completedBody')}</p>
        <div className="sim-ended-actions">
          <Link href={ROUTES.scenarios} className="btn btn-primary btn-sm">
            {t('ended.scenarios')}
          </Link>
          <Link href={ROUTES.home} className="btn btn-secondary btn-sm">
            {t('ended.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
