import { expect } from 'chai';
import sinon from 'sinon';
import { JoseAccessTokens } from '#src/modules/identity/infrastructure/jose-access-tokens.ts';

describe('JoseAccessTokens', () => {
  const user = { id: 7, email: 'ada@example.com', role: 'User' as const };
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => clock?.restore());

  it('verifies its own tokens and refuses one altered in any byte', async () => {
    const tokens = new JoseAccessTokens(900);
    await tokens.useSecret('a-secret-of-at-least-thirty-two-bytes!!');
    const token = await tokens.issue(user, 'session-1');
    expect(await tokens.verify(token)).to.include({ id: 7, email: 'ada@example.com', role: 'User', sessionId: 'session-1' });
    expect(await tokens.verify(token)).to.include({ id: 7 }); // the remembered answer
    const [h, p, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'SuperAdmin' })).toString('base64url');
    expect(await tokens.verify(`${h}.${forged}.${sig}`)).to.equal(null);
    expect(await tokens.verify(`${h}.${p}.${sig.slice(0, -2)}AA`)).to.equal(null);
  });

  it('refuses a remembered token once it has expired', async () => {
    clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const tokens = new JoseAccessTokens(60);
    await tokens.useSecret('a-secret-of-at-least-thirty-two-bytes!!');
    const token = await tokens.issue(user, 'session-1');
    expect(await tokens.verify(token)).to.not.equal(null);
    clock.tick(61_000);
    expect(await tokens.verify(token)).to.equal(null);
  });

  it('refuses tokens signed with a previous key', async () => {
    const tokens = new JoseAccessTokens(900);
    await tokens.useSecret('a-secret-of-at-least-thirty-two-bytes!!');
    const token = await tokens.issue(user, 'session-1');
    expect(await tokens.verify(token)).to.not.equal(null);
    await tokens.useSecret('another-secret-of-at-least-thirty-two-b');
    expect(await tokens.verify(token)).to.equal(null);
  });
});
