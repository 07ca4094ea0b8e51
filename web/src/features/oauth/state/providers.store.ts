import { proxy } from 'valtio';
import type { SignInOption } from '../../../lib/contracts';
import { oauthApi } from '../api/oauth.api';

/**
 * The sign-in buttons this server honours (GET /api/oauth/providers), loaded once per page view.
 * Until they arrive, and if they cannot be loaded, no social button shows: never a dead one.
 */
export const providersState = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  options: [] as SignInOption[],
});

let loading: Promise<void> | null = null;

export function loadSignInOptions(): Promise<void> {
  if (providersState.status === 'ready') return Promise.resolve();
  loading ??= (async () => {
    providersState.status = 'loading';
    try {
      providersState.options = (await oauthApi.providers()).providers;
      providersState.status = 'ready';
    } catch {
      providersState.status = 'error';
    } finally {
      loading = null;
    }
  })();
  return loading;
}
