import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { CreateUser, type Role } from '#src/modules/identity/index.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { uniqueEmail, type TestServer } from '../../support/test-server.ts';

export interface Account {
  id: number;
  role: Role;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

/** A signed-in account of the role (remember-me, so it has a refresh token): Users register, the others are made as the CLI makes them. */
export async function signedIn(server: TestServer, role: Role = 'User'): Promise<Account> {
  const email = uniqueEmail(role.toLowerCase());
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  if (role === 'User') await server.api('/api/auth/register', { body: { email, password } });
  else await server.kernel.inContext(() => server.kernel.container.get(CreateUser).execute({ email, password, role }));
  return { ...(await signIn(server, email, password)), role, email, password };
}

export async function signIn(server: TestServer, email: string, password: string) {
  const res = await server.api('/api/auth/login', { body: { email, password, rememberMe: true } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id as number, token: res.body.token as string, refreshToken: res.body.refreshToken as string };
}

/** SQL on the server's own database connection. */
export function sql<T = Record<string, unknown>>(server: TestServer, query: string, params: unknown[] = []): Promise<T[]> {
  return server.kernel.inContext(() => server.kernel.container.get<EntityManager>(PLATFORM.EntityManager).getConnection().execute(query, params));
}

/** The tables that hold what users own or do (not the job queue's or the servers' leases, which change on their own). */
const USER_DATA = ['users', 'refresh_tokens', 'login_attempts', 'onboarding_profiles', 'curriculum_plans', 'practice_sessions', 'session_messages',
  'session_results', 'session_analyses', 'user_achievements', 'organizations', 'team_invitations', 'billing_accounts', 'billing_orders', 'billing_payments'];

/**
 * A fingerprint of the user data: each table's row count and newest row version (PostgreSQL's xmin
 * changes with every insert and update), so any write shows up, in one cheap query.
 */
export async function userDataFingerprint(server: TestServer): Promise<string> {
  const query = USER_DATA.map((t) => `SELECT '${t}' AS t, count(*)::int AS n, coalesce(max(xmin::text::bigint), 0)::text AS v FROM ${t}`).join(' UNION ALL ');
  return JSON.stringify(await sql(server, query));
}
