import { injectable } from 'inversify';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { AccessTokenClaims, AccessTokens } from '../domain/ports.ts';
import { ROLES, type Role } from '../domain/user.ts';

const ISSUER = 'rapport';
const AUDIENCE = 'rapport-web';

/** HS256 JWTs; verification accepts only HS256 (no `alg: none`, no key confusion). */
@injectable()
export class JoseAccessTokens implements AccessTokens {
  private key?: Uint8Array;

  constructor(private readonly ttlSeconds: number) {}

  useSecret(secret: string): void {
    this.key = new TextEncoder().encode(secret);
  }

  private secret(): Uint8Array {
    if (!this.key) throw new Error('Access token key not loaded: the identity start-up task has not run.');
    return this.key;
  }

  issue(user: { id: number; email: string; role: Role }): Promise<string> {
    return new SignJWT({ id: user.id, email: user.email, role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret());
  }

  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret(), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      const id = Number(payload.sub);
      const role = payload.role as Role;
      if (!Number.isInteger(id) || !ROLES.includes(role) || typeof payload.email !== 'string') return null;
      return { id, email: payload.email, role, issuedAt: payload.iat ?? 0 };
    } catch (e) {
      if (e instanceof errors.JOSEError) return null;
      throw e;
    }
  }
}
