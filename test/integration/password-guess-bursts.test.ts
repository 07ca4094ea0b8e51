import { expect } from 'chai';
import { sqlOn } from '../support/team.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

const BUDGET = 3; // wrong current passwords per account per 15 minutes, email changes per hour; sign-in failures per address: 10 times it

/**
 * Password guesses sent all at once: each takes a point of its budget before argon2 looks at it, so a
 * burst gets the budget's number of answers and the rest are refused, however many run side by side.
 */
describe('Password guesses in parallel bursts', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({
      LOGIN_ATTEMPTS_PER_15_MIN: String(BUDGET), EMAIL_CHANGES_PER_HOUR: String(BUDGET), REGISTRATIONS_PER_HOUR: '100', TRUST_PROXY: 'loopback',
    });
  });
  after(() => server?.stop());

  const signedUp = async () => {
    const email = uniqueEmail('burst');
    const res = await server.api('/api/auth/register', { body: { email, password: 'secret1' } });
    expect(res.status).to.equal(201);
    return { email, token: res.body.token as string };
  };
  const changePassword = (token: string, currentPassword: string) =>
    server.api('/api/auth/change-password', { token, body: { currentPassword, newPassword: 'taken-over', confirmPassword: 'taken-over' } });
  /** How many answers had each status and code, e.g. `{ '400 IDENTITY.INCORRECT_PASSWORD': 3 }`. */
  const tally = (answers: { status: number; body: any }[]) => {
    const counts: Record<string, number> = {};
    for (const { status, body } of answers) counts[`${status} ${body?.error?.code}`] = (counts[`${status} ${body?.error?.code}`] ?? 0) + 1;
    return counts;
  };
  const burst = <T>(n: number, send: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));

  it('a change of password: only the budget\'s guesses are checked, the rest are refused, and then the right one too', async () => {
    const { email, token } = await signedUp();
    const answers = await burst(12, (i) => changePassword(token, `guess-${i}`));
    expect(tally(answers)).to.deep.equal({ '400 IDENTITY.INCORRECT_PASSWORD': BUDGET, '429 RATE_LIMITED': 12 - BUDGET });
    const right = await changePassword(token, 'secret1');
    expect([right.status, right.body.error?.code], 'until the window is over').to.deep.equal([429, 'RATE_LIMITED']);
    expect((await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).status, 'unchanged').to.equal(200);
  });

  it('a change of address: only the budget\'s guesses are checked, the rest are refused', async () => {
    const { token } = await signedUp();
    const answers = await burst(12, (i) => server.api('/api/auth/update-email', { method: 'PUT', token, body: { email: uniqueEmail('moved'), currentPassword: `guess-${i}` } }));
    expect(tally(answers)).to.deep.equal({ '400 IDENTITY.INCORRECT_PASSWORD': BUDGET, '429 RATE_LIMITED': 12 - BUDGET });
  });

  it('sign-ins from one address: only its budget of failures is checked, whatever accounts they name', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const perAddress = BUDGET * 10;
    const emails = Array.from({ length: perAddress + 15 }, () => uniqueEmail('stuffed'));
    const answers = await burst(emails.length, (i) => server.api('/api/auth/login', { body: { email: emails[i], password: 'Summer2026!' }, headers: from }));
    expect(tally(answers)).to.deep.equal({ '401 IDENTITY.INVALID_CREDENTIALS': perAddress, '429 RATE_LIMITED': 15 });
    const checked = await sqlOn(server)('select count(*)::int as n from login_attempts where ip = ?', ['198.51.100.77']);
    expect(checked, 'attempts checked and recorded').to.deep.equal([{ n: perAddress }]);
  });

  it('strangers who use up an account\'s budget lock out strangers, not its owner at an address they signed in from', async () => {
    const { email } = await signedUp();
    const home = { 'x-forwarded-for': '203.0.113.9' };
    const login = (password: string, headers: Record<string, string>) => server.api('/api/auth/login', { body: { email, password }, headers });
    expect((await login('secret1', home)).status).to.equal(200);
    // The account's budget (three times an address's) spent from three addresses at once.
    const guesses = await burst(BUDGET * 3, (i) => login(`guess-${i}`, { 'x-forwarded-for': `198.51.100.${100 + Math.floor(i / BUDGET)}` }));
    expect(tally(guesses)).to.deep.equal({ '401 IDENTITY.INVALID_CREDENTIALS': BUDGET * 3 });
    expect((await login('secret1', { 'x-forwarded-for': '198.51.100.200' })).status, 'a stranger, even with the password').to.equal(429);
    expect((await login('secret1', { 'x-forwarded-for': '2001:db8:1::1' })).status).to.equal(429);
    // At home: checked as usual, a wrong password too (it spends the home address's own budget).
    expect((await login('typo', home)).status).to.equal(401);
    expect((await login('secret1', home)).status, 'the owner at home').to.equal(200);
  });

  it('a right current password costs nothing: the budget\'s wrong guesses are still there after it', async () => {
    const { token } = await signedUp();
    for (let i = 0; i < BUDGET - 1; i++) expect((await changePassword(token, `guess-${i}`)).status).to.equal(400);
    const right = await server.api('/api/auth/change-password', { token, body: { currentPassword: 'secret1', newPassword: 'better1', confirmPassword: 'better1' } });
    expect(right.status, 'under budget, the right password works').to.equal(200);
    expect((await changePassword(token, 'guess-last')).status, 'the budget\'s last guess').to.equal(400);
    expect((await changePassword(token, 'one-too-many')).status).to.equal(429);
  });

  it('a sign-in that succeeds gives its address\'s point back', async () => {
    const { email } = await signedUp();
    const from = { 'x-forwarded-for': '198.51.100.78' };
    const perAddress = BUDGET * 10;
    for (let i = 0; i < perAddress - 1; i++) {
      expect((await server.api('/api/auth/login', { body: { email: uniqueEmail('typo'), password: 'x' }, headers: from })).status).to.equal(401);
    }
    for (let i = 0; i < 5; i++) expect((await server.api('/api/auth/login', { body: { email, password: 'secret1' }, headers: from })).status).to.equal(200);
    expect((await server.api('/api/auth/login', { body: { email: uniqueEmail('typo'), password: 'x' }, headers: from })).status).to.equal(401);
    expect((await server.api('/api/auth/login', { body: { email: uniqueEmail('typo'), password: 'x' }, headers: from })).status).to.equal(429);
  });
});
