import { api } from '../../../lib/api-client';
import { isTimeZone } from '../../../lib/shared';
import type { AuthResponse, ChangePasswordRequest, Locale, LoginRequest, RegisterRequest, UserView } from '../../../lib/contracts';

/**
 * The zone the browser runs in, when it names a real one (one that cannot tell says 'Etc/Unknown' or
 * nothing): `{}` leaves the account's as it is.
 */
export function browserTimeZone(): { timeZone?: string } {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone && isTimeZone(timeZone) ? { timeZone } : {};
}

export const authApi = {
  login: (body: LoginRequest) => api.post<AuthResponse>('/api/auth/login', body, { auth: 'none' }),
  register: (body: RegisterRequest) => api.post<AuthResponse>('/api/auth/register', body, { auth: 'none' }),
  me: () => api.get<UserView>('/api/auth/me'),
  logout: (token: string, refreshToken: string | null) =>
    api.post<void>('/api/auth/logout', refreshToken ? { refreshToken } : {}, { auth: 'token', bearer: token, timeoutMs: 5000 }),
  updateLocale: (locale: Locale) => api.post<unknown>('/api/auth/update-locale', { locale }),
  shouldForceLogout: () => api.get<{ forceLogout: boolean }>('/api/auth/should-force-logout'),
  /** Presence, with where the learner is: their streak's days are counted in that zone (ADR 0046). */
  heartbeat: () => api.post<void>('/api/auth/heartbeat', browserTimeZone()),
  changePassword: (body: ChangePasswordRequest) =>
    api.post<{ success: boolean; message: string }>('/api/auth/change-password', body),
};
