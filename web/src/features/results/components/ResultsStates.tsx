import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES, simulationPath } from '../../../app/paths';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { retryKeepingPlace } from '../../../lib/retry-focus';

/** Why there is no analysis to show yet, and what the learner can do about it. */
export function ResultsState({ status, sessionId, variant, retry }: {
  status: 'pending' | 'inProgress' | 'failed' | 'error';
  sessionId: number;
  variant: 'results' | 'history';
  retry(): void;
}) {
  const { t } = useTranslation('results');
  if (status === 'error') {
    return (
      <div className="results-state">
        <Alert variant="error">{t(`${variant}.error`)}</Alert>
        <button type="button" className="btn btn-primary" data-retry onClick={(event) => retryKeepingPlace(event.currentTarget, retry)}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  const pending = status === 'pending';
  return (
    <section className={`results-state results-state-${status}`} role="status" aria-labelledby="results-state-title">
      {pending && <Spinner size="md" />}
      <div className="results-state-text">
        <h1 id="results-state-title" className="results-state-title">{t(`${status}.title`)}</h1>
        <p>{t(`${status}.body`)}</p>
      </div>
      <div className="results-state-actions">
        {status === 'inProgress' && <Link href={simulationPath(sessionId)} className="btn btn-primary">{t('inProgress.action')}</Link>}
        {status !== 'inProgress' && <button type="button" className="btn btn-secondary btn-sm" onClick={(event) => retryKeepingPlace(event.currentTarget, retry, { wholePage: true })}>{t(`${status}.check`)}</button>}
        {status === 'failed' && <Link href={ROUTES.home} className="btn btn-ghost btn-sm">{t('failed.home')}</Link>}
      </div>
    </section>
  );
}
