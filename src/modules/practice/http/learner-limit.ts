import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RateLimitedError } from '#src/platform/errors.ts';

/** A learner's calls of one kind per minute, counted in this process; over the limit: RATE_LIMITED with when to retry. */
export type LearnerLimit = (userId: number) => Promise<void>;

export function learnerLimit(perMinute: number): LearnerLimit {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return (userId) =>
    limiter.consume(String(userId)).then(
      () => undefined,
      (e: { msBeforeNext?: number }) => {
        throw new RateLimitedError(Math.ceil((e.msBeforeNext ?? 1000) / 1000));
      },
    );
}
