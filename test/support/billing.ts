import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import { uniqueEmail, type TestServer } from './test-server.ts';

/** SQL on the server's own database connection. */
export function sql<T = Record<string, unknown>>(server: TestServer, query: string, params: unknown[] = []): Promise<T[]> {
  return server.kernel.inContext(() => server.kernel.container.get<EntityManager>(PLATFORM.EntityManager).getConnection().execute(query, params));
}

export interface Learner {
  id: number;
  email: string;
  token: string;
}

/** A newly registered learner, signed in. */
export async function registerLearner(server: TestServer): Promise<Learner> {
  const email = uniqueEmail('learner');
  const res = await server.api('/api/auth/register', { body: { email, password: 'secret1' } });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  return { id: res.body.user.id, email, token: res.body.token };
}

/** The account row as billing stored it. */
export async function storedAccount(server: TestServer, userId: number) {
  const [row] = await sql<{ tier: string; premium_expires_at: Date | null; session_count: number; coach_session_count: number; monthly_reset_date: Date }>(
    server, 'SELECT tier, premium_expires_at, session_count, coach_session_count, monthly_reset_date FROM billing_accounts WHERE user_id = ?', [userId]);
  return row;
}

/** Waits until `check` holds, polling every 100 ms, for up to `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
