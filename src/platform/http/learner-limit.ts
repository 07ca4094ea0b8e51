import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RateLimitedError } from '#src/platform/errors.ts';

/** A learner's (or an address's) calls of one kind per period, counted in this process; over the limit: RATE_LIMITED with when to retry. */
export type LearnerLimit = (key: number | string) => Promise<void>;

/** Runs `work` within the limit, counting it only when it succeeds; over the limit: RATE_LIMITED with when to retry. */
export type SucceededLimit = <T>(key: number | string, work: () => Promise<T>) => Promise<T>;

/** Takes one of the key's places in the period, or refuses with when the next one frees. */
const consume = (limiter: RateLimiterMemory, key: string) =>
  limiter.consume(key).then(
    () => undefined,
    (e: { msBeforeNext?: number }) => {
      throw new RateLimitedError(Math.ceil((e.msBeforeNext ?? 1000) / 1000));
    },
  );

export function learnerLimit(calls: number, perSeconds = 60): LearnerLimit {
  const limiter = new RateLimiterMemory({ points: calls, duration: perSeconds });
  return (key) => consume(limiter, String(key));
}

/**
 * Like learnerLimit, but only what succeeded counts: a place is taken before `work` runs (so a burst
 * cannot slip past the count) and given back when it fails. A checkout the provider could not open
 * (502) is no checkout, and a learner retrying through an outage must not be locked out by the retries.
 */
export function succeededLimit(calls: number, perSeconds = 60): SucceededLimit {
  const limiter = new RateLimiterMemory({ points: calls, duration: perSeconds });
  return async (key, work) => {
    await consume(limiter, String(key));
    try {
      return await work();
    } catch (e) {
      await limiter.reward(String(key), 1);
      throw e;
    }
  };
}
