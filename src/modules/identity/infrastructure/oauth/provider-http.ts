import { errors } from 'jose';
import { providerUnavailable, tokenRejected } from '../../domain/identity.errors.ts';

export interface ProviderAnswer {
  status: number;
  /** Parsed JSON, or undefined when the body was not JSON. */
  body: unknown;
}

/**
 * GET a provider's JSON over the server's own connection. No answer, a timeout or a 5xx means the
 * provider is unavailable (502 to our caller); any other status is returned for the adapter to read,
 * since providers answer a bad token with 400 or 401 and a reason.
 */
export async function getJson(provider: string, url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch {
    throw providerUnavailable(provider);
  }
  if (res.status >= 500) throw providerUnavailable(provider);
  const text = await res.text().catch(() => '');
  try {
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    if (res.ok) throw providerUnavailable(provider); // a 200 that is not JSON is no answer we can use
    return { status: res.status, body: undefined };
  }
}

/** What jose says about a token: these mean the token is not good; anything else means the keys could not be fetched. */
const REJECTIONS = new Set([
  errors.JWTClaimValidationFailed.code,
  errors.JWTExpired.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWSInvalid.code,
  errors.JWTInvalid.code,
  errors.JWKInvalid.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JWSSignatureVerificationFailed.code,
]);

/** Turns a failed jwtVerify into OAUTH.TOKEN_REJECTED or OAUTH.PROVIDER_UNAVAILABLE. */
export function joseFailure(provider: string, error: unknown): Error {
  if (error instanceof errors.JOSEError && REJECTIONS.has(error.code)) return tokenRejected();
  return providerUnavailable(provider);
}

/** A compact JWS (three base64url segments): Google ID tokens and Auth0 access tokens are; Google access tokens are not. */
export function looksLikeJwt(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
}

/** A first name from what providers give: a given name, else the first word of the full name; at most 100 characters. */
export function firstNameOf(given: unknown, full: unknown): string | null {
  const name = typeof given === 'string' && given.trim() ? given.trim() : typeof full === 'string' ? (full.trim().split(/\s+/)[0] ?? '') : '';
  return name ? name.slice(0, 100) : null;
}
