import { api } from '../../../lib/api-client';
import type { AuthResponse, ChangePasswordRequest, Locale, LoginRequest, RegisterRequest, UserView } from '../../../lib/contracts';

export const authApi = {
  login: (body: LoginRequest) => api.post<AuthResponse>('/api/auth/login', body, { auth: 'none' }),
  register: (body: RegisterRequest) => api.post<AuthResponse>('/api/auth/register', body, { auth: 'none' }),
  me: () => api.get<UserView>('/api/auth/me'),
  logout: (token: string, refreshToken: string | null) =>
    api.post<void>('/api/auth/logout', refreshToken ? { refreshToken } : {}, { auth: 'token', bearer: token, timeoutMs: 5000 }),
  updateLocale: (locale: Locale) => api.post<unknown>('/api/auth/update-locale', { locale }),
  shouldForceLogout: () => api.get<{ forceLogout: boolean }>('/api/auth/should-force-logout'),
  heartbeat: () => api.post<void>('/api/auth/heartbeat'),
  changePassword: (body: ChangePasswordRequest) =>
    api.post<{ success: boolean; message: string }>('/api/auth/change-password', body),
};
