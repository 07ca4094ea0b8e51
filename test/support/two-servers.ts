import { TEST_DATABASE_URL } from './test-database.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * Two servers sharing one PostgreSQL database, started before the suite and stopped after it, for
 * what must hold between processes. The embedded database belongs to one process: there the suite
 * is skipped. Read `a` and `b` inside the tests (they are set once the suite's `before` has run).
 */
export function twoServersOnPostgres(env: Record<string, string>): { readonly a: TestServer; readonly b: TestServer } {
  const servers = {} as { a: TestServer; b: TestServer };
  before(async function () {
    if (!TEST_DATABASE_URL) this.skip();
    servers.a = await startTestServer(env);
    servers.b = await startTestServer(env, servers.a);
  });
  after(async () => {
    await servers.b?.stop();
    await servers.a?.stop();
  });
  return servers;
}
