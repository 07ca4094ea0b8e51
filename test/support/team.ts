import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import { TestHubClient } from './hub-client.ts';
import { talkAndEnd } from './analysis-fixtures.ts';
import { uniqueEmail, type TestServer } from './test-server.ts';

/**
 * Organisations and their members for the admin-area tests. Accounts register as anyone does; the
 * role and the organisation are then set on the row, as the operator's CLI (`rapport user set-org`)
 * does, and the account signs in again so its token is issued for the account as it now is.
 */
export interface TeamAccount {
  id: number;
  email: string;
  token: string;
}

export const teamSql = <T = Record<string, any>>(server: TestServer, query: string, params: unknown[] = []): Promise<T[]> =>
  server.kernel.inContext(() => server.kernel.container.get<EntityManager>(PLATFORM.EntityManager).getConnection().execute(query, params));

export async function organisation(server: TestServer, name = uniqueEmail('org')): Promise<number> {
  const [row] = await teamSql<{ id: number }>(server, 'insert into organizations (name, created_at) values (?, ?) returning id', [name, new Date()]);
  return row!.id;
}

export async function teamAccount(
  server: TestServer, organizationId: number | null, role: 'User' | 'Admin' | 'SuperAdmin' = 'User', email = uniqueEmail(role.toLowerCase()),
): Promise<TeamAccount> {
  const password = 'secret1';
  const registered = await server.api('/api/auth/register', { body: { email, password } });
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const id = registered.body.user.id as number;
  await teamSql(server, 'update users set role = ?, organization_id = ?, organization_joined_at = ? where id = ?',
    [role, organizationId, organizationId === null ? null : new Date(), id]);
  const signedIn = await server.api('/api/auth/login', { body: { email, password } });
  return { id, email, token: signedIn.body.token as string };
}

/** Plays one session of the scenario to its end and waits for its analysis; returns the session id. */
export async function practise(server: TestServer, token: string, scenarioId: number, lines: string[]): Promise<number> {
  const { sessionId } = (await server.api('/api/sessions', { token, body: { scenarioId, coachEnabled: false, locale: 'en' } })).body;
  const hub = await TestHubClient.connect(server.url, token);
  try {
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, lines);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId, 30_000);
  } finally {
    await hub.close();
  }
  return sessionId as number;
}
