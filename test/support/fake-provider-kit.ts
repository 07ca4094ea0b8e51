import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload, type CryptoKey } from 'jose';

/** What the fake identity providers share: an HTTP server on 127.0.0.1, signing keys, small answers. */

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

export interface FakeHttp {
  url: string;
  stop(): Promise<void>;
}

/** Starts `handle` on a free port of 127.0.0.1; a thrown error answers 500 naming it. */
export async function startHttp(name: string, handle: Handler): Promise<FakeHttp> {
  let base = '';
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => handle(req, res, new URL(req.url ?? '/', base)))
      .catch((err: unknown) => json(res, 500, { error: `${name}: ${(err as Error).message}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export async function read(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(JSON.stringify(body));
}

export function html(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location }).end();
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const opaqueToken = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** A person a fake provider knows. */
export interface FakePerson {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

/** An RS256 key pair with a key id, as providers publish them in a JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
  sign(claims: JWTPayload, header?: { kid?: string }): Promise<string>;
}

export async function signingKey(kid = randomBytes(8).toString('hex')): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    kid,
    privateKey,
    jwk,
    sign: (claims, header = {}) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: header.kid ?? kid }).sign(privateKey),
  };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
