import { isApiError } from '../../../lib/api-error';
import { LoadFailed } from '../../../components/LoadFailed';
import { NoOrganisation } from './NoOrganisation';

/**
 * A section of an admin page that could not load: the page's own message and Retry; an account that
 * lost its organisation meanwhile gets the explanation instead.
 */
export function LoadProblem({ error, fallbackKey, onRetry }: { error: unknown; fallbackKey: string; onRetry(): void }) {
  if (isApiError(error, 'TEAM.NO_ORGANISATION')) return <NoOrganisation />;
  return <LoadFailed error={error} messageKey={fallbackKey} onRetry={onRetry} />;
}
