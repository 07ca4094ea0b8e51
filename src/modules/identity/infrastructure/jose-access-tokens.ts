import { injectable } from 'inversify';
import { SignJWT, jwtVerify, errors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccessTokenClaims, AccessTokens } from '../domain/ports.ts';
import { ROLES, type Role } from '../domain/user.ts';

const ISSUER = 'rapport';
const AUDIENCE = 'rapport-web';

/** HS256 JWTs; verification accepts only HS256 (no `alg: none`, no key confusion). */
@injectable()
export class JoseAccessTokens implements AccessTokens {
  private key?: CryptoKey;
  /**
   * Every authenticated request verifies its token; a client sends the same token for up to
   * its lifetime, so a token already verified is remembered until it expires. The key is the
   * whole token, signature included: a token altered in any byte is verified afresh.
   */
  private readonly verified = new LRUCache<string, AccessTokenClaims>({ max: 20_000 });

  constructor(private readonly ttlSeconds: number) {}

  async useSecret(secret: string): Promise<void> {
    // Imported once: importing the raw secret on every verification costs more than the HMAC.
    this.key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    this.verified.clear();
  }

  private secret(): CryptoKey {
    if (!this.key) throw new Error('Access token key not loaded: the identity start-up task has not run.');
    return this.key;
  }

  issue(user: { id: number; email: string; role: Role }, sessionId: string): Promise<string> {
    // `iat` has whole seconds; `iat_ms` orders a token against a sign-out made in the same second.
    return new SignJWT({ id: user.id, email: user.email, role: user.role, sid: sessionId, iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret());
  }

  async verify(token: string): Promise<AccessTokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.secret(), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      const id = Number(payload.sub);
      const role = payload.role as Role;
      if (!Number.isInteger(id) || !ROLES.includes(role) || typeof payload.email !== 'string' || !payload.exp) return null;
      const issuedAt = typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
      const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
      const claims = { id, email: payload.email, role, issuedAt, expiresAt: payload.exp * 1000, sessionId };
      this.verified.set(token, claims);
      return claims;
    } catch (e) {
      if (e instanceof errors.JOSEError) return null;
      throw e;
    }
  }
}
