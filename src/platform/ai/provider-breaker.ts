import CircuitBreaker from 'opossum';
import type { Logger } from '../logger.ts';
import type { LanguageModelHealth } from './language-model.ts';

export interface BreakerSettings {
  /** Failures in a row that open the breaker (more precisely: calls in the window, more than half failed). */
  failureThreshold: number;
  resetMs: number;
  /** Errors that say nothing about the provider's health (the caller aborted, our request was malformed). */
  isHarmless(error: unknown): boolean;
}

type Work = () => Promise<unknown>;

/**
 * One opossum breaker around every call to the provider. opossum counts an error rate over a
 * rolling window rather than a streak, so "N failures in a row" becomes: at least N calls in the
 * last minute and more than half failed — N straight failures open it, a few blips among many
 * successes do not.
 */
export class ProviderBreaker {
  private readonly breaker: CircuitBreaker<[Work], unknown>;
  private openedAt: number | null = null;

  constructor(private readonly settings: BreakerSettings, log: Logger) {
    this.breaker = new CircuitBreaker<[Work], unknown>((work) => work(), {
      timeout: false, // the SDK's request timeout and our stream idle timer bound every call
      volumeThreshold: settings.failureThreshold,
      errorThresholdPercentage: 50,
      rollingCountTimeout: 60_000,
      rollingCountBuckets: 10,
      resetTimeout: settings.resetMs,
      errorFilter: (e: unknown) => settings.isHarmless(e),
    });
    this.breaker.on('open', () => {
      this.openedAt = Date.now();
      log.error({ resetMs: settings.resetMs }, 'AI circuit breaker opened: AI calls fail fast until a trial call succeeds');
    });
    this.breaker.on('halfOpen', () => log.info('AI circuit breaker half-open: the next call is a trial'));
    this.breaker.on('close', () => {
      this.openedAt = null;
      log.info('AI circuit breaker closed');
    });
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.breaker.fire(work) as Promise<T>;
  }

  /** True for the error opossum throws instead of calling the provider while open. */
  static isRejection(error: unknown): boolean {
    return (error as { code?: unknown } | null)?.code === 'EOPENBREAKER';
  }

  health(): LanguageModelHealth {
    const { failures, successes } = this.breaker.stats;
    const state = this.breaker.opened ? 'Open' : this.breaker.halfOpen ? 'HalfOpen' : 'Closed';
    const retryAt = state === 'Open' && this.openedAt !== null ? new Date(this.openedAt + this.settings.resetMs).toISOString() : null;
    return { state, isHealthy: state === 'Closed', failureCount: failures, successCount: successes, nextRetryTime: retryAt };
  }
}
