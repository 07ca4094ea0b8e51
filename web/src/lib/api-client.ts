import { ApiError, NETWORK_ERROR, toApiError } from './api-error';
import { currentLocale } from './i18n';
import { isTokenExpired } from './jwt';
import { refreshSession } from './refresh';
import { readSession } from './token-storage';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * 'session' (default): send the token; on a 401 refresh once, retry, else end the session.
   * 'token': send the token if there is one, take a 401 as an answer (logout).
   * 'none': anonymous call whose 401 means something else (login, register).
   */
  auth?: 'session' | 'token' | 'none';
  /** Send this token instead of the stored one (logout sends the token it is about to forget). */
  bearer?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The Accept header: JSON unless the route answers something else (a CSV download). */
  accept?: string;
  /**
   * Error codes a 401 of this route may carry that are its own answer, not the end of the session:
   * linking a social account answers OAUTH.TOKEN_REJECTED when the provider refused its token.
   */
  ownUnauthorizedCodes?: readonly string[];
}

interface ApiHooks {
  /** A signed-in call got a 401 that a refresh could not fix: the session is over. */
  onSessionExpired(): void;
  /** 502 or no answer at all: the maintenance banner should appear. */
  onServiceUnavailable(): void;
  /** The server itself answered (anything but a bare 502): a banner up may go. */
  onServiceAnswered(): void;
}

const hooks: ApiHooks = { onSessionExpired() {}, onServiceUnavailable() {}, onServiceAnswered() {} };

export function configureApi(next: Partial<ApiHooks>): void {
  Object.assign(hooks, next);
}

function withLang(path: string): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('lang', currentLocale());
  return url.pathname + url.search;
}

async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json', 'Accept-Language': currentLocale() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined];
  const active = signals.filter((s): s is AbortSignal => s !== undefined);
  try {
    return await fetch(withLang(path), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: active.length ? AbortSignal.any(active) : undefined,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    hooks.onServiceUnavailable();
    throw new ApiError(0, NETWORK_ERROR, '');
  }
}

/** The token to send: refreshed first when it has already expired and a refresh token exists. */
async function currentToken(): Promise<string | undefined> {
  const session = readSession();
  if (session?.refreshToken && isTokenExpired(session.token)) {
    const renewed = await refreshSession(session.token).catch(() => true);
    if (!renewed) {
      hooks.onSessionExpired();
      return undefined;
    }
    return readSession()?.token;
  }
  return session?.token;
}

/** Whether a 401 carries one of the route's own codes (read from a copy, so the body stays readable). */
async function isOwnAnswer(response: Response, options: RequestOptions): Promise<boolean> {
  if (!options.ownUnauthorizedCodes?.length) return false;
  const body = (await response.clone().json().catch(() => null)) as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === 'string' && options.ownUnauthorizedCodes.includes(body.error.code);
}

/** The call as `apiRequest` makes it (token, one refresh, errors as ApiError), answering the raw Response. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const mode = options.auth ?? 'session';
  const token =
    options.bearer ?? (mode === 'session' ? await currentToken() : mode === 'token' ? readSession()?.token : undefined);
  let response = await send(path, options, token);

  if (response.status === 401 && mode === 'session' && token && !(await isOwnAnswer(response, options))) {
    // One refresh, one retry; the refresh is shared by every call that failed at the same time.
    // A refresh that fails on the network rejects here, leaving the session alone.
    if (await refreshSession(token)) response = await send(path, options, readSession()?.token);
    if (response.status === 401) hooks.onSessionExpired();
  }
  if (!response.ok) {
    const error = await toApiError(response);
    // A 502 our own API words (BILLING.PROVIDER_UNAVAILABLE: a service behind it failed) means the
    // server is up; only a bare 502 from a proxy in front of it is an outage for the banner.
    if (response.status === 502 && error.code === 'HTTP_502') hooks.onServiceUnavailable();
    else hooks.onServiceAnswered();
    throw error;
  }
  hooks.onServiceAnswered();
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: (path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<void>(path, { ...options, method: 'DELETE' }),
};
