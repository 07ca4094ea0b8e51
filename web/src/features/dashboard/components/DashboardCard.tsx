import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { retryKeepingPlace } from '../../../lib/retry-focus';

/** A dashboard card with its own loading, error-with-retry and empty states. */
export function DashboardCard({ id, title, status, empty, error, onRetry, action, children }: {
  id: string;
  title: string;
  status: 'loading' | 'ready' | 'error';
  /** Shown instead of the children when there is nothing yet. */
  empty?: ReactNode;
  error: string;
  onRetry(): void;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="dash-card" aria-labelledby={`${id}-title`} aria-busy={status === 'loading'}>
      <header className="dash-card-header">
        <h2 id={`${id}-title`}>{title}</h2>
        {action}
      </header>
      {status === 'loading' && <div className="dash-card-state"><Spinner size="md" label={t('status.loading')} /></div>}
      {status === 'error' && (
        <div className="dash-card-state">
          <Alert variant="error">{error}</Alert>
          <button type="button" className="btn btn-secondary btn-sm" data-retry onClick={(event) => retryKeepingPlace(event.currentTarget, onRetry)}>{t('actions.retry')}</button>
        </div>
      )}
      {status === 'ready' && (empty ?? children)}
    </section>
  );
}
