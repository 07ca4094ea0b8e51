import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { resultsPath, ROUTES } from '../../../app/paths';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { simulationState } from '../state/simulation.store';

/**
 * In place of the message box once the session is over. Ended here: the analysis is awaited
 * (the page opens the results when it arrives). Opened later: a way to the results.
 */
export function SessionEndedPanel() {
  const { t } = useTranslation('simulation');
  const { endPhase, analysis, sessionId } = useSnapshot(simulationState);
  const heading = useRef<HTMLHeadingElement>(null);
  const justEnded = endPhase === 'ended';
  const failed = justEnded && analysis.status === 'failed';
  const slow = justEnded && analysis.status === 'waiting' && analysis.slow;

  useEffect(() => {
    // Ending moved focus off a button that no longer exists: bring it to the news.
    if (justEnded) heading.current?.focus();
  }, [justEnded]);

  const title = failed ? t('ended.failedTitle') : justEnded ? t('ended.title') : t('ended.completedTitle');
  const body = failed ? t('ended.failedBody') : slow ? t('ended.slowBody') : justEnded ? t('ended.body') : t('ended.completedBody');
  return (
    <section className="sim-ended" aria-labelledby="sim-ended-title" aria-live="polite">
      <span className="sim-ended-icon" aria-hidden="true">
        {failed ? <AlertIcon size={22} /> : justEnded ? <Spinner size="sm" /> : <CheckIcon size={22} />}
      </span>
      <div className="sim-ended-body">
        <h2 id="sim-ended-title" ref={heading} tabIndex={-1} className="sim-ended-title">{title}</h2>
        <p className="sim-ended-text">{body}</p>
        {(!justEnded || failed || slow) && (
          <div className="sim-ended-actions">
            {(!justEnded || slow) && sessionId !== null && (
              <Link href={resultsPath(sessionId)} className="btn btn-primary btn-sm">{t('ended.results')}</Link>
            )}
            <Link href={ROUTES.scenarios} className={`btn btn-sm ${justEnded ? 'btn-primary' : 'btn-secondary'}`}>{t('ended.scenarios')}</Link>
            <Link href={ROUTES.home} className="btn btn-secondary btn-sm">{t('ended.home')}</Link>
          </div>
        )}
      </div>
    </section>
  );
}
