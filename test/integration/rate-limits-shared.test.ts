import { expect } from 'chai';
import { sqlOn } from '../support/team.ts';
import { uniqueEmail, type TestServer } from '../support/test-server.ts';
import { twoServersOnPostgres } from '../support/two-servers.ts';

/**
 * Servers sharing one PostgreSQL database share the sign-in budgets (ADR 0004): a guesser who spreads
 * attempts over every server behind the load balancer gets no more than the budget. The embedded
 * database has one process, whose memory counts exactly, so this is PostgreSQL's lane only.
 */
describe('Sign-in budgets on PostgreSQL: one count for every server', function () {
  this.timeout(60_000);
  const servers = twoServersOnPostgres({ LOGIN_ATTEMPTS_PER_15_MIN: '4', REGISTRATIONS_PER_HOUR: '100' });

  const register = async (server: TestServer) => {
    const email = uniqueEmail();
    expect((await server.api('/api/auth/register', { body: { email, password: 'secret1' } })).status).to.equal(201);
    return email;
  };
  const login = (server: TestServer, email: string, password: string) => server.api('/api/auth/login', { body: { email, password } });

  it('counts failed sign-ins on either server together, and a success on one clears them for both', async () => {
    const { a, b } = servers;
    const email = await register(a);
    const spread = [];
    for (const server of [a, b, a, b, b]) spread.push((await login(server, email, 'wrong')).status);
    expect(spread).to.deep.equal([401, 401, 401, 401, 429]);
    const refused = await login(a, email, 'secret1');
    expect([refused.status, refused.body.error.code], 'the right password too, on the other server').to.deep.equal([429, 'RATE_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 900);
    const rows = await sqlOn(a)('select key, points from rate_limits where key = ?', [`login:${email}|127.0.0.1`]);
    expect(rows).to.deep.equal([{ key: `login:${email}|127.0.0.1`, points: 6 }]); // the right password was counted too

    const other = await register(b);
    for (const server of [a, b, a]) expect((await login(server, other, 'wrong')).status).to.equal(401);
    expect((await login(b, other, 'secret1')).status).to.equal(200);
    expect(await sqlOn(a)('select key from rate_limits where key = ?', [`login:${other}|127.0.0.1`]), 'cleared by the success').to.deep.equal([]);
    const again = [];
    for (const server of [a, b, a, b, a]) again.push((await login(server, other, 'wrong')).status);
    expect(again, 'a full budget again').to.deep.equal([401, 401, 401, 401, 429]);
  });

  it('counts the password reset mails asked for on either server together', async () => {
    const { a, b } = servers;
    const email = uniqueEmail('reset');
    const answers = [];
    for (const server of [a, b, a, b]) answers.push((await server.api('/api/auth/forgot-password', { body: { email } })).status);
    expect(answers, 'three an hour per mailbox, wherever they are asked for').to.deep.equal([202, 202, 202, 429]);
  });

  it('keeps counting, in each server’s memory, while the table does not answer', async () => {
    const { a, b } = servers;
    const email = await register(a);
    await sqlOn(a)('alter table rate_limits rename to rate_limits_away');
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await login(a, email, 'wrong')).status);
      expect(statuses).to.deep.equal([401, 401, 401, 401, 429]);
    } finally {
      await sqlOn(a)('alter table rate_limits_away rename to rate_limits');
    }
    expect(await sqlOn(a)('select key from rate_limits where key like ?', [`%${email}%`]), 'nothing written meanwhile').to.deep.equal([]);
  });
});
