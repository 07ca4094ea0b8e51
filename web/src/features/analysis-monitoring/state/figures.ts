import type { RetryStats } from '../../../lib/contracts';

/** How a figure reads at a glance; the page colours it and always says it in words too. */
export type Tone = 'good' | 'fair' | 'poor';
export type BreakerState = RetryStats['circuitBreakerStatus']['state'];

/** SPEC §9: a success rate of 95 % or more is green, 85 % or more yellow, anything less red. */
export const RATE_GOOD = 95;
export const RATE_FAIR = 85;

export function successTone(rate: number): Tone {
  if (rate >= RATE_GOOD) return 'good';
  return rate >= RATE_FAIR ? 'fair' : 'poor';
}

/** SPEC §4: Closed is healthy; HalfOpen is trying one call; Open fails every AI call fast. */
export const BREAKER_TONE: Readonly<Record<BreakerState, Tone>> = { Closed: 'good', HalfOpen: 'fair', Open: 'poor' };

/** The shared badge colours (styles/feedback.css) for each tone. */
export const TONE_BADGE: Readonly<Record<Tone, string>> = { good: 'badge-green', fair: 'badge-yellow', poor: 'badge-red' };

/** Re-queuing needs something permanently failed, and one request at a time. */
export function canRequeue(permanentlyFailed: number, running: boolean): boolean {
  return permanentlyFailed > 0 && !running;
}

/** The success rate in the reader's language: '92.5%' in English, '92,5 %' in Russian. */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);
}
