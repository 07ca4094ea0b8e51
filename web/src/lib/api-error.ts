/** An error answered by the API ({ error: { code, message, details } }) or met on the way to it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Seconds from a Retry-After header (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Status 0: the request never got an HTTP answer (offline, DNS, connection refused, timeout). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** A failure whose text is already known to the client: `key` is an i18n key such as 'auth:errors.loginFailed'. */
export class UiError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'UiError';
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export async function toApiError(response: Response): Promise<ApiError> {
  const retryAfterHeader = response.headers.get('Retry-After');
  const retryAfter = retryAfterHeader && /^\d+$/.test(retryAfterHeader) ? Number(retryAfterHeader) : undefined;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown; details?: unknown } };
    const error = body?.error;
    if (error && typeof error.code === 'string') {
      const message = typeof error.message === 'string' ? error.message : '';
      return new ApiError(response.status, error.code, message, error.details, retryAfter);
    }
  } catch {
    /* not JSON: a proxy page or an empty body */
  }
  return new ApiError(response.status, `HTTP_${response.status}`, '', undefined, retryAfter);
}
