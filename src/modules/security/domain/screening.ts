import type { RiskLevel } from './risk.ts';

export type ScreeningLocale = 'en' | 'ru';

/** What a classifier makes of one message. */
export interface Screening {
  riskLevel: RiskLevel;
  /** Stable names of what fired, e.g. `instruction-override`, `system-prompt-extraction`, `obfuscation:base64`. */
  patterns: string[];
  /** Why, in one or two plain English sentences, for the SuperAdmin. */
  reasoning: string;
  /** What the SuperAdmin might do about it, in one plain English sentence. */
  suggestedAction: string;
}

/**
 * Port (DESIGN §5): tells a prompt-injection attempt from ordinary conversation. The offline
 * adapter screens every learner message on the hot path; the LLM adapter reviews recorded
 * attempts afterwards, in a job.
 */
export interface InjectionClassifier {
  readonly kind: 'offline' | 'llm';
  classify(text: string, locale: ScreeningLocale, options?: ClassifyOptions): Promise<Screening>;
}

export interface ClassifyOptions {
  signal?: AbortSignal;
  /** Whose message it is, when known: a model's review of it is counted against that learner's AI usage. */
  learner?: { userId?: number; sessionId?: number };
}
