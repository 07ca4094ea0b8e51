import { api } from '../../../lib/api-client';
import type {
  Auth0LoginRequest, LinkedAccountView, LinkResponse, OAuthLoginRequest, OAuthLoginResponse, OAuthProvider, SignInOptionsResponse, UnlinkResponse,
} from '../../../lib/contracts';

/** SPEC §7 OAuth. Sign-in calls are anonymous ('none'): their 401 means the provider token was refused, not our session. */
export const oauthApi = {
  providers: () => api.get<SignInOptionsResponse>('/api/oauth/providers', { auth: 'none' }),
  login: (body: OAuthLoginRequest) => api.post<OAuthLoginResponse>('/api/oauth/login', body, { auth: 'none' }),
  auth0: (body: Auth0LoginRequest) => api.post<OAuthLoginResponse>('/api/oauth/auth0', body, { auth: 'none' }),
  link: (provider: OAuthProvider, accessToken: string, userInfo?: Record<string, unknown>) =>
    api.post<LinkResponse>('/api/oauth/link', { provider, accessToken, userInfo }, { ownUnauthorizedCodes: ['OAUTH.TOKEN_REJECTED'] }),
  unlink: (provider: OAuthProvider, id?: number) => api.post<UnlinkResponse>('/api/oauth/unlink', { provider, id }),
  accounts: () => api.get<LinkedAccountView[]>('/api/oauth/accounts'),
};
