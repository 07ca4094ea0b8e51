import { AppError } from '../errors.ts';
import type { AiCallTag } from './ai-usage.ts';

/** The AI as the rest of the code sees it: chat in, text out. No SDK types cross this line. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StreamOptions {
  /** Aborting stops the HTTP stream; the iteration then throws the signal's reason. */
  signal?: AbortSignal;
  maxTokens?: number;
  temperature?: number;
  /** Who the call is for and why, for the usage ledger. */
  tag?: AiCallTag;
}

export interface CompleteOptions {
  signal?: AbortSignal;
  /** Ask the provider for a JSON object (the prompt must say which one); the caller still validates it. */
  json?: boolean;
  maxTokens?: number;
  /** Who the call is for and why, for the usage ledger. */
  tag?: AiCallTag;
}

/** Circuit breaker state, in the shape SPEC.md §3 gives `circuitBreakerStatus`. */
export interface LanguageModelHealth {
  state: 'Closed' | 'HalfOpen' | 'Open';
  isHealthy: boolean;
  failureCount: number;
  successCount: number;
  /** ISO time at which an open breaker lets a trial call through; null unless open. */
  nextRetryTime: string | null;
}

/** Port: an OpenAI-compatible chat model behind retries and a circuit breaker. */
export interface LanguageModel {
  readonly model: string;
  /** Text deltas in order. Throws AiUnavailableError when the provider fails. */
  stream(messages: ChatMessage[], options?: StreamOptions): AsyncIterable<string>;
  /** The whole reply. Throws AiUnavailableError when the provider fails. */
  complete(messages: ChatMessage[], options?: CompleteOptions): Promise<string>;
  health(): LanguageModelHealth;
}

export class AiUnavailableError extends AppError {
  constructor(message = 'The AI service is not available right now. Please try again.') {
    super('AI.UNAVAILABLE', message);
  }
}
