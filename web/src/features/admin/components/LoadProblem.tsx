import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { NoOrganisation } from './NoOrganisation';

/**
 * A section of an admin page that could not load: the page's own message (or the server's, when it
 * says more) and Retry; an account that lost its organisation meanwhile gets the explanation instead.
 */
export function LoadProblem({ error, fallbackKey, onRetry }: { error: unknown; fallbackKey: string; onRetry(): void }) {
  const { t } = useTranslation();
  if (isApiError(error, 'TEAM.NO_ORGANISATION')) return <NoOrganisation />;
  // The fixed SPEC §8 sentences go first; a network failure still says the connection is the cause.
  const text = isApiError(error, 'NETWORK_ERROR') ? describeError(error, t, fallbackKey) : t(fallbackKey);
  return (
    <div className="wa-problem">
      <Alert variant="error">{text}</Alert>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
