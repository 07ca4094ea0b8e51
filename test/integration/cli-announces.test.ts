import { expect } from 'chai';
import { rapportWith } from '../support/cli.ts';
import { postgresAnswers } from '../support/test-database.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

/** R2.3 #9: a CLI change reaches a running server's caches — the CLI announces, waits, then closes. */
describe('CLI changes reach running servers (PostgreSQL)', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async function () {
    if (!(await postgresAnswers())) this.skip();
    server = await startTestServer();
  });
  after(() => server?.stop());

  it('a role set by the CLI shows at once on the server that had the profile cached', async () => {
    const email = uniqueEmail();
    await server.api('/api/auth/register', { body: { email, password: 'secret1' } });
    const login = async () => (await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).body.token as string;
    const me = async (token: string) => (await server.api('/api/auth/me', { token })).body;
    expect((await me(await login())).role).to.equal('User'); // now cached on the server

    const run = await rapportWith({ DATABASE_URL: server.database.databaseUrl!, LOG_LEVEL: 'warn' }, server.database.dataDir, 'user', 'set-role', '--email', email, '--role', 'Admin', '--json');
    expect(run.code, run.stderr).to.equal(0);
    expect(run.stderr).to.not.include('could not announce');

    expect((await me(await login())).role).to.equal('Admin');
  });
});
