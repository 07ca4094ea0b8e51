export interface BackoffOptions {
  /** Delay before the first retry. */
  initialMs: number;
  maxMs: number;
  factor: number;
  /** 0..1: the delay varies by up to this share either way, so many clients do not retry in step. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 15_000, factor: 2, jitter: 0.2 };

/** Delay before retry number `attempt` (0-based): initial × factor^attempt, capped, with jitter. */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const base = Math.min(options.maxMs, options.initialMs * options.factor ** Math.max(0, attempt));
  const spread = base * options.jitter * (random() * 2 - 1);
  return Math.round(Math.min(options.maxMs, Math.max(0, base + spread)));
}
