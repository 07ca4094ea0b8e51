import { expect } from 'chai';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { signedIn, sql, type Account } from './support/accounts.ts';

const BUDGET = 3; // login guesses per account and address per 15 minutes; registrations per address per hour

/** Every header a client might use to claim another address. */
const spoofed = (n: number) => ({
  'x-forwarded-for': `203.0.113.${n}`, 'x-real-ip': `203.0.113.${n}`, forwarded: `for=203.0.113.${n}`,
  'true-client-ip': `203.0.113.${n}`, 'cf-connecting-ip': `203.0.113.${n}`, 'x-client-ip': `203.0.113.${n}`,
});

describe('Security: rate limits and client addresses', function () {
  this.timeout(60_000);
  let server: TestServer;
  let account: Account;
  const guess = (headers: Record<string, string> = {}, password = 'wrong-password') =>
    server.api('/api/auth/login', { body: { email: account.email, password }, headers });
  const register = (headers: Record<string, string> = {}) => server.api('/api/auth/register', { body: { email: uniqueEmail('limit'), password: 'secret1' }, headers });

  describe('without trusted proxies (the default), forwarding headers change nothing', () => {
    before(async () => {
      server = await startTestServer({ LOGIN_ATTEMPTS_PER_15_MIN: String(BUDGET), REGISTRATIONS_PER_HOUR: String(BUDGET) });
      account = await signedIn(server); // registration 1 of this address's 3
    });
    after(() => server.stop());

    it('no extra password guesses: after the budget every guess is 429, whatever address it claims, and so is the right password', async () => {
      for (let i = 0; i < BUDGET; i++) expect((await guess()).status).to.equal(401);
      for (let n = 1; n <= 10; n++) {
        const res = await guess(spoofed(n));
        expect([res.status, res.body.error.code]).to.deep.equal([429, 'RATE_LIMITED']);
        expect(Number(res.headers.get('retry-after'))).to.be.above(0);
      }
      expect((await guess(spoofed(99), account.password)).status).to.equal(429);
      const addresses = await sql<{ ip: string }>(server, 'SELECT DISTINCT ip FROM login_attempts');
      expect(addresses.map((a) => a.ip)).to.satisfy((ips: string[]) => ips.every((ip) => /127\.0\.0\.1$/.test(ip)));
    });

    it('no extra registrations: the budget is spent by address, and a claimed address does not refill it', async () => {
      const before = await sql<{ n: number }>(server, 'SELECT count(*)::int AS n FROM users');
      const answers: number[] = [];
      for (let n = 1; n <= 6; n++) answers.push((await register(spoofed(n))).status);
      expect(answers).to.deep.equal([201, 201, 429, 429, 429, 429]);
      expect(await sql<{ n: number }>(server, 'SELECT count(*)::int AS n FROM users')).to.deep.equal([{ n: before[0]!.n + 2 }]);
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=loopback), the forwarded address counts, and the account has a budget of its own', () => {
    before(async () => {
      server = await startTestServer({ LOGIN_ATTEMPTS_PER_15_MIN: String(BUDGET), TRUST_PROXY: 'loopback' });
      account = await signedIn(server);
    });
    after(() => server.stop());

    it('counts guesses per address, and stops an account being guessed from many addresses (three budgets in all)', async () => {
      const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
      const answers = async (n: number, count: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < count; i++) statuses.push((await guess(from(n))).status);
        return statuses;
      };
      expect(await answers(1, BUDGET + 1)).to.deep.equal([401, 401, 401, 429]);
      expect(await answers(2, BUDGET)).to.deep.equal([401, 401, 401]); // a new address, a new per-address budget
      expect(await answers(3, BUDGET)).to.deep.equal([401, 401, 401]);
      expect(await answers(4, 2)).to.deep.equal([429, 429]); // the account's own budget is spent
      const addresses = await sql<{ ip: string }>(server, 'SELECT DISTINCT ip FROM login_attempts WHERE NOT success ORDER BY ip');
      expect(addresses.map((a) => a.ip)).to.deep.equal(['198.51.100.1', '198.51.100.2', '198.51.100.3']);
    });

    it('stops one address trying a password on many accounts, and does not count the sign-ins that succeed', async () => {
      const stuffing = { 'x-forwarded-for': '198.51.100.50' };
      const perAddress = BUDGET * 10;
      const tries: number[] = [];
      for (let i = 0; i <= perAddress; i++) {
        tries.push((await server.api('/api/auth/login', { body: { email: uniqueEmail('stuffed'), password: 'Summer2026!' }, headers: stuffing })).status);
      }
      expect(tries.slice(0, perAddress).every((s) => s === 401)).to.equal(true);
      expect(tries.at(-1)).to.equal(429);
      expect((await server.api('/api/auth/login', { body: { email: uniqueEmail('stuffed'), password: 'x' }, headers: { 'x-forwarded-for': '198.51.100.51' } })).status)
        .to.equal(401); // another address has a budget of its own

      // IPv6: one /64 is one subscriber's, so stepping through it buys nothing.
      const v6: number[] = [];
      for (let i = 1; i <= perAddress + 1; i++) {
        const headers = { 'x-forwarded-for': `2001:db8:7:1::${i.toString(16)}` };
        v6.push((await server.api('/api/auth/login', { body: { email: uniqueEmail('stuffed'), password: 'Summer2026!' }, headers })).status);
      }
      expect([v6.slice(0, perAddress).every((s) => s === 401), v6.at(-1)]).to.deep.equal([true, 429]);

      const office = { 'x-forwarded-for': '198.51.100.60' };
      const colleague = await signedIn(server);
      for (let i = 0; i < perAddress + 5; i++) {
        expect((await server.api('/api/auth/login', { body: { email: colleague.email, password: colleague.password }, headers: office })).status).to.equal(200);
      }
    });
  });
});
