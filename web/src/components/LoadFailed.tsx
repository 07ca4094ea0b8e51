import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { isApiError } from '../lib/api-error';
import { describeError } from '../lib/error-message';
import { retryKeepingPlace } from '../lib/retry-focus';

/** A part of a page that could not load: its own sentence (a lost connection says so) and Try again (SPEC §8). */
export function LoadFailed({ error, messageKey, onRetry }: { error: unknown; messageKey: string; onRetry(): void }) {
  const { t } = useTranslation();
  const text = isApiError(error, 'NETWORK_ERROR') ? describeError(error, t, messageKey) : t(messageKey);
  return (
    <div className="wa-problem">
      <Alert variant="error">{text}</Alert>
      <button type="button" className="btn btn-secondary" data-retry onClick={(event) => retryKeepingPlace(event.currentTarget, onRetry)}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
