import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RateLimitedError } from '#src/platform/errors.ts';

/** Opens a checkout for a learner, within the limit, or refuses with RATE_LIMITED and when to retry. */
export type CheckoutLimit = <T>(userId: number, open: () => Promise<T>) => Promise<T>;

/**
 * Checkouts a learner opened in a period, counted in this process. Only opened ones count: a place is
 * taken before the provider is asked (so a burst cannot slip past the count) and given back when no
 * checkout came of it. A provider that is down (502) opens none, and a learner retrying through an
 * outage, as the page tells them to, must not be locked out for the period by the retries.
 */
export function checkoutLimit(checkouts: number, perSeconds: number): CheckoutLimit {
  const limiter = new RateLimiterMemory({ points: checkouts, duration: perSeconds });
  return async (userId, open) => {
    const key = String(userId);
    await limiter.consume(key).catch((e: { msBeforeNext?: number }) => {
      throw new RateLimitedError(Math.ceil((e.msBeforeNext ?? 1000) / 1000));
    });
    try {
      return await open();
    } catch (e) {
      await limiter.reward(key, 1);
      throw e;
    }
  };
}
