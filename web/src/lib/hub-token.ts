import { api } from './api-client';
import { isApiError } from './api-error';
import { isTokenExpired } from './jwt';
import { refreshSession } from './refresh';
import { readSession } from './token-storage';

/**
 * The token for the socket, refreshed first when it has expired. After an attempt that never
 * opened, the token itself may be the reason (revoked, or the browser gives no HTTP status for a
 * refused upgrade): GET /api/auth/me refreshes it on a 401 or tells us the session is over.
 */
export async function hubToken({ afterFailure }: { afterFailure: boolean }): Promise<string | null> {
  if (afterFailure) {
    try {
      await api.get('/api/auth/me');
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error; // offline or server trouble: try again later
    }
  }
  const session = readSession();
  if (!session) return null;
  if (!isTokenExpired(session.token)) return session.token;
  if (!session.refreshToken) return null;
  return (await refreshSession(session.token)) ? (readSession()?.token ?? null) : null;
}
