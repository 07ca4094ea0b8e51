import type { Context, Next } from 'koa';

/** Who is calling, as proven by a verified access token. */
export interface AuthUser {
  id: number;
  email: string;
  role: string;
  /** When the token was issued, in ms since the epoch. */
  issuedAt: number;
  /** When the token expires, in ms since the epoch. */
  expiresAt?: number;
  /** The sign-in (one device) the token belongs to. */
  sessionId?: string | null;
}

/** Port: the identity module verifies tokens; the platform only reads the header. */
export interface TokenVerifier {
  verify(token: string): Promise<AuthUser | null>;
}

export function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Reads the bearer token when there is one. An invalid or expired token is treated as no
 * token; routes that need a user refuse with 401, so clients know to sign in again.
 */
export function authenticate(verifier: TokenVerifier) {
  return (ctx: Context, next: Next) => {
    const token = bearerToken(ctx);
    if (!token) return next(); // most requests: no extra promise on the way through
    return verifier.verify(token).then((user) => {
      ctx.state.user = user ?? undefined;
      return next();
    });
  };
}
