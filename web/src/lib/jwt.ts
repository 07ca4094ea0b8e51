/** Reads (never verifies: only the server can) the claims of a JWT access token. */
export interface TokenClaims {
  id?: string | number;
  sub?: string;
  email?: string;
  role?: string;
  exp?: number;
  iat?: number;
}

const ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';
const EMAIL_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';
const ID_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Every claim of a JWT (an ID token's profile, shown back to the server as SPEC's userInfo), unverified. */
export function decodePayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const raw = decodeSegment(parts[1]);
    return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  try {
    const raw = decodeSegment(parts[1]!);
    if (typeof raw !== 'object' || raw === null) return null;
    const claims = raw as Record<string, unknown>;
    return {
      id: (claims.id ?? claims[ID_CLAIM]) as TokenClaims['id'],
      sub: claims.sub as string | undefined,
      email: (claims.email ?? claims[EMAIL_CLAIM]) as string | undefined,
      role: (claims.role ?? claims[ROLE_CLAIM]) as string | undefined,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
      iat: typeof claims.iat === 'number' ? claims.iat : undefined,
    };
  } catch {
    return null;
  }
}

/** A token is usable when it has three segments, readable claims and an `exp` still in the future. */
export function isTokenExpired(token: string, skewSeconds = 5): boolean {
  const claims = decodeToken(token);
  if (!claims || claims.exp === undefined) return true;
  return claims.exp * 1000 <= Date.now() + skewSeconds * 1000;
}

export function isWellFormedToken(token: string): boolean {
  return decodeToken(token) !== null;
}
