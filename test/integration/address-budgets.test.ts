import { expect } from 'chai';
import { uniqueEmail } from '../support/test-server.ts';
import { startOAuthWorld, type OAuthWorld } from '../support/oauth.ts';

/**
 * Every budget counted per network address counts an IPv6 address by its /64, the block one
 * subscriber is handed: stepping through its addresses buys no new budget (behind a trusted proxy,
 * where the forwarded address is the client's).
 */
describe('Per-address budgets count an IPv6 /64 as one address', function () {
  this.timeout(60_000);
  let w: OAuthWorld;
  const LOGIN = 1; // sign-ins per account and address; social sign-ins and links per address: 6 times it
  before(async () => {
    w = await startOAuthWorld({ TRUST_PROXY: 'loopback', LOGIN_ATTEMPTS_PER_15_MIN: String(LOGIN), REGISTRATIONS_PER_HOUR: '2' });
  });
  after(async () => w?.stop());

  /** The n-th address of a /64 of its own for each test. */
  const within = (block: number) => (n: number) => ({ 'x-forwarded-for': `2001:db8:${block.toString(16)}:1::${(n + 1).toString(16)}` });
  const statuses = async (count: number, send: (i: number) => Promise<{ status: number }>) => {
    const answers: number[] = [];
    for (let i = 0; i < count; i++) answers.push((await send(i)).status);
    return answers;
  };

  it('registrations', async () => {
    const from = within(1);
    const answers = await statuses(3, (i) => w.server.api('/api/auth/register', { body: { email: uniqueEmail('v6'), password: 'secret1' }, headers: from(i) }));
    expect(answers).to.deep.equal([201, 201, 429]);
  });

  it('sign-ins per account and address', async () => {
    const email = uniqueEmail('v6');
    expect((await w.server.api('/api/auth/register', { body: { email, password: 'secret1' }, headers: within(2)(0) })).status).to.equal(201);
    const from = within(3);
    const answers = await statuses(2, (i) => w.server.api('/api/auth/login', { body: { email, password: 'wrong' }, headers: from(i) }));
    expect(answers).to.deep.equal([401, 429]);
  });

  it('social sign-ins', async () => {
    const from = within(4);
    const social = await statuses(LOGIN * 6 + 1, (i) => w.server.api('/api/oauth/login', { body: { provider: 'google', accessToken: `junk-${i}` }, headers: from(i) }));
    expect(social.slice(-2).map((s) => s === 429)).to.deep.equal([false, true]);
  });

  it('links of a provider to the signed-in account', async () => {
    const { token } = (await w.server.api('/api/auth/register', { body: { email: uniqueEmail('v6'), password: 'secret1' }, headers: within(5)(0) })).body;
    const linkFrom = within(6);
    const links = await statuses(LOGIN * 6 + 1, (i) => w.server.api('/api/oauth/link', { token, body: { provider: 'google', accessToken: `junk-${i}` }, headers: linkFrom(i) }));
    expect(links.slice(-2).map((s) => s === 429)).to.deep.equal([false, true]);
  });

  it('password reset mails', async () => {
    const from = within(7);
    const answers = await statuses(11, (i) => w.server.api('/api/auth/forgot-password', { body: { email: uniqueEmail('v6') }, headers: from(i) }));
    expect(answers).to.deep.equal([...Array<number>(10).fill(202), 429]);
  });
});
