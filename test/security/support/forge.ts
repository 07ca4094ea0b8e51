import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';

/** What the server signs (jose-access-tokens.ts): the claims a forger imitates. */
export interface Claims {
  sub?: string;
  id?: number;
  email?: string;
  role?: string;
  sid?: string;
  iss?: string;
  aud?: string;
  iat?: number;
  iat_ms?: number;
  nbf?: number;
  exp?: number;
}

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
type Signer = (input: string) => string;

/** A JWT assembled by hand: any header, any claims, any signature. */
export function jwt(header: Record<string, unknown>, claims: Claims, sign: Signer = () => ''): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${sign(input)}`;
}

export const hmac = (hash: 'sha256' | 'sha384' | 'sha512', key: string): Signer => (input) => createHmac(hash, key).update(input).digest('base64url');

/** A key pair the attacker owns, its public half as a JWK to embed in the header ("trust the key I brought"). */
export function attackerKey(kind: 'rsa' | 'ec') {
  const { privateKey, publicKey } = kind === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const sign: Signer = (input) =>
    createSign('SHA256').update(input).sign({ key: privateKey, ...(kind === 'ec' ? { dsaEncoding: 'ieee-p1363' as const } : {}) }).toString('base64url');
  return { jwk: publicKey.export({ format: 'jwk' }), sign };
}

/** Claims as the server would issue them for this account, valid for a quarter of an hour. */
export function claimsFor(account: { id: number; email: string; role: string }, overrides: Claims = {}): Claims {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: account.id, email: account.email, role: account.role, sid: 'forged-sign-in', iat_ms: Date.now(),
    sub: String(account.id), iss: 'rapport', aud: 'rapport-web', iat: now, exp: now + 900, ...overrides,
  };
}

/** The token with its claims replaced and its original signature kept. */
export function withClaims(token: string, change: (claims: Claims) => Claims): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Claims;
  return `${header}.${b64(change(claims))}.${signature}`;
}
