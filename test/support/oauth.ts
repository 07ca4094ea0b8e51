import { randomBytes } from 'node:crypto';
import { startFakeAuth0, type FakeAuth0 } from './fake-auth0.ts';
import { startFakeFacebook, type FakeFacebook } from './fake-facebook.ts';
import { startFakeGoogle, type FakeGoogle } from './fake-google.ts';
import type { FakePerson } from './fake-provider-kit.ts';
import { startTestServer, uniqueEmail, type TestServer } from './test-server.ts';

export const TEMP_DOMAIN = 'no-email.rapport.test';

export interface OAuthWorld {
  server: TestServer;
  google: FakeGoogle;
  facebook: FakeFacebook;
  auth0: FakeAuth0;
  /** Rows of a table matching a where clause, straight from the database. */
  rows(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

/** Fakes of Google, Facebook and Auth0, and the settings that point a server at them. */
export async function startOAuthFakes() {
  const [google, facebook, auth0] = await Promise.all([startFakeGoogle(), startFakeFacebook(), startFakeAuth0()]);
  return {
    google, facebook, auth0,
    env: () => ({ ...google.env(), ...facebook.env(), ...auth0.env() }),
    stop: () => Promise.all([google.stop(), facebook.stop(), auth0.stop()]).then(() => undefined),
  };
}

/** A Rapport server with Google, Facebook and Auth0 sign-in set up against fakes of each on 127.0.0.1. */
export async function startOAuthWorld(env: Record<string, string> = {}): Promise<OAuthWorld> {
  const fakes = await startOAuthFakes();
  const { google, facebook, auth0 } = fakes;
  const server = await startTestServer({
    ...fakes.env(), TEMP_EMAIL_DOMAIN: TEMP_DOMAIN, LOGIN_ATTEMPTS_PER_15_MIN: '1000', ...env,
  });
  return {
    server, google, facebook, auth0,
    rows: (sql, params = []) => server.kernel.db.orm.em.fork().getConnection().execute(sql, params as unknown[]),
    async stop() {
      await server.stop();
      await fakes.stop();
    },
  };
}

let people = 0;
/** A person a provider knows, with a unique id and (unless `email: null`) a unique verified address. */
export function person(options: { email?: string | null; emailVerified?: boolean; name?: string; connection?: string } = {}): FakePerson {
  const id = `${Date.now()}${people++}${randomBytes(3).toString('hex')}`;
  return {
    sub: options.connection ? `${options.connection}|${id}` : id,
    ...(options.email === null ? {} : { email: options.email ?? uniqueEmail('social'), emailVerified: options.emailVerified ?? true }),
    name: options.name ?? 'Ada Lovelace',
  };
}
