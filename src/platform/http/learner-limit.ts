import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RateLimitedError } from '#src/platform/errors.ts';

/** A learner's (or an address's) calls of one kind per period, counted in this process; over the limit: RATE_LIMITED with when to retry. */
export type LearnerLimit = (key: number | string) => Promise<void>;

export function learnerLimit(calls: number, perSeconds = 60): LearnerLimit {
  const limiter = new RateLimiterMemory({ points: calls, duration: perSeconds });
  return (key) =>
    limiter.consume(String(key)).then(
      () => undefined,
      (e: { msBeforeNext?: number }) => {
        throw new RateLimitedError(Math.ceil((e.msBeforeNext ?? 1000) / 1000));
      },
    );
}
