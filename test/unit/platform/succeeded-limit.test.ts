import { expect } from 'chai';
import { succeededLimit } from '#src/platform/http/learner-limit.ts';

const opened = () => Promise.resolve('checkout');
const providerDown = () => Promise.reject(new Error('502 from the provider'));

describe('succeededLimit: checkouts a learner opened in ten minutes', () => {
  it('counts the checkouts that opened, and refuses the one past the limit with RATE_LIMITED and when to retry', async () => {
    const within = succeededLimit(2, 600);
    expect(await within(7, opened)).to.equal('checkout');
    expect(await within(7, opened)).to.equal('checkout');
    const refused = await within(7, opened).catch((e: unknown) => e);
    expect(refused).to.have.property('code', 'RATE_LIMITED');
    expect((refused as { details: { retryAfterSeconds: number } }).details.retryAfterSeconds).to.be.within(1, 600);
    expect(await within(8, opened), 'another learner has a count of their own').to.equal('checkout');
  });

  it('does not count one that failed (the provider down): retrying through an outage locks nobody out', async () => {
    const within = succeededLimit(2, 600);
    for (let i = 0; i < 5; i++) {
      const failed = await within(7, providerDown).catch((e: unknown) => e);
      expect(failed).to.have.property('message', '502 from the provider');
    }
    expect(await within(7, opened)).to.equal('checkout');
    expect(await within(7, opened)).to.equal('checkout');
    expect(await within(7, opened).catch((e: unknown) => e)).to.have.property('code', 'RATE_LIMITED');
  });

  it('lets no burst past the count: places are taken before the provider answers', async () => {
    const within = succeededLimit(2, 600);
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('checkout'), 20));
    const answers = await Promise.all(Array.from({ length: 4 }, () => within(7, slow).catch((e: { code: string }) => e.code)));
    expect(answers.sort()).to.deep.equal(['RATE_LIMITED', 'RATE_LIMITED', 'checkout', 'checkout']);
  });
});
