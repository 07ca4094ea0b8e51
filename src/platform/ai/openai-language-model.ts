import OpenAI, { APIUserAbortError } from 'openai';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { AiCallTag, AiCallUsage, AiUsageMeter } from './ai-usage.ts';
import { MeteredCall } from './metered-call.ts';
import { AiUnavailableError, type ChatMessage, type CompleteOptions, type LanguageModel, type LanguageModelHealth, type StreamOptions } from './language-model.ts';
import { ProviderBreaker } from './provider-breaker.ts';
import { describe, isHarmless, sdkLogger } from './provider-diagnostics.ts';

export type OpenAiSettings = Pick<
  Config,
  'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MAX_RETRIES' | 'AI_BREAKER_FAILURE_THRESHOLD' | 'AI_BREAKER_RESET_MS' | 'AI_STREAM_USAGE'
>;

class StreamStalledError extends Error {}

/**
 * LanguageModel over any OpenAI-compatible endpoint. Retries are the SDK's own: exponential
 * backoff with jitter (honouring Retry-After) on 408/409/429/5xx, timeouts and connection errors,
 * and only until response headers arrive, so a reply that has started streaming is never replayed.
 * Every call that reaches the provider is reported to the usage meter as it ends, before the call
 * returns (a streamed reply's text is never held for it); a call the open breaker refuses reaches no
 * provider and is not.
 */
export class OpenAiLanguageModel implements LanguageModel {
  readonly model: string;
  private readonly client: OpenAI;
  private readonly breaker: ProviderBreaker;
  private readonly log: Logger;

  constructor(private readonly settings: OpenAiSettings, logger: Logger, private readonly meter?: AiUsageMeter) {
    this.model = settings.OPENAI_MODEL;
    this.log = logger.child({ component: 'ai', model: settings.OPENAI_MODEL });
    this.client = new OpenAI({
      baseURL: settings.OPENAI_BASE_URL,
      // Local servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
      apiKey: settings.OPENAI_API_KEY ?? 'not-needed',
      timeout: settings.AI_TIMEOUT_MS,
      maxRetries: settings.AI_MAX_RETRIES,
      logLevel: 'info', // its info lines say when it retries; debug would dump request details
      logger: sdkLogger(this.log),
    });
    this.breaker = new ProviderBreaker(
      { failureThreshold: settings.AI_BREAKER_FAILURE_THRESHOLD, resetMs: settings.AI_BREAKER_RESET_MS, isHarmless },
      this.log,
    );
  }

  complete(messages: ChatMessage[], { signal, json, maxTokens, tag }: CompleteOptions = {}): Promise<string> {
    return this.guarded(signal, () => this.metered(messages, tag, async (call) => {
      const reply = await this.client.chat.completions.create(
        { model: this.model, messages, max_tokens: maxTokens, ...(json ? { response_format: { type: 'json_object' as const } } : {}) },
        { signal },
      );
      const content = reply.choices[0]?.message?.content ?? '';
      call.answer();
      call.wrote(content);
      call.usage(reply.usage);
      return content;
    }));
  }

  async *stream(messages: ChatMessage[], { signal, maxTokens, temperature, tag }: StreamOptions = {}): AsyncIterable<string> {
    // Ours, so that a consumer that stops early also closes the HTTP stream.
    const controller = new AbortController();
    const stop = () => controller.abort(signal?.reason);
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });

    // The provider is read inside the breaker (so mid-stream failures count) and handed over here.
    const pending: string[] = [];
    const state: { done: boolean; failed?: boolean; error?: unknown } = { done: false };
    let wake = () => {};
    void this.guarded(controller.signal, () => this.metered(messages, tag, async (call) => {
      const chunks = await this.client.chat.completions.create(
        // The provider's own count arrives in a last chunk without choices, where it supports this.
        { model: this.model, messages, stream: true, max_tokens: maxTokens, temperature, ...(this.settings.AI_STREAM_USAGE ? { stream_options: { include_usage: true } } : {}) },
        { signal: controller.signal },
      );
      call.answer();
      // The SDK's timeout ends when headers arrive; a provider that goes quiet mid-reply is cut here.
      let stalled = false;
      const idle = setTimeout(() => ((stalled = true), chunks.controller.abort()), this.settings.AI_TIMEOUT_MS);
      try {
        for await (const chunk of chunks) {
          idle.refresh();
          call.usage(chunk.usage);
          const text = chunk.choices[0]?.delta?.content;
          if (text) (call.wrote(text), pending.push(text), wake());
        }
      } finally {
        clearTimeout(idle);
      }
      // The SDK ends an aborted stream quietly; a cut reply must not pass for a complete one.
      if (stalled) throw new StreamStalledError(`no data for ${this.settings.AI_TIMEOUT_MS} ms inside a streamed reply`);
      if (controller.signal.aborted) throw new APIUserAbortError();
    })).then(
      () => Object.assign(state, { done: true }),
      (error: unknown) => Object.assign(state, { done: true, failed: true, error }),
    ).finally(() => wake());

    try {
      for (;;) {
        if (pending.length > 0) yield pending.shift()!;
        else if (state.done) {
          if (state.failed) throw state.error;
          return;
        } else await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      controller.abort();
      signal?.removeEventListener('abort', stop);
    }
  }

  health(): LanguageModelHealth {
    return this.breaker.health();
  }

  /**
   * Runs one provider call and reports it to the meter as it ends, whichever way it ends. The call
   * ends once it is in the ledger, so the next call's allowance (the coach's, right after the
   * character's) counts it: a streamed reply's text never waits for that, only the turn's end does.
   */
  private async metered<T>(messages: ChatMessage[], tag: AiCallTag | undefined, work: (call: MeteredCall) => Promise<T>): Promise<T> {
    const call = new MeteredCall(this.model, messages, tag);
    let result: T;
    try {
      result = await work(call);
    } catch (error) {
      await this.report(call.end('failed'));
      throw error;
    }
    await this.report(call.end('ok'));
    return result;
  }

  /** A failing ledger is only logged: the learner's conversation does not fail with it. */
  private async report(usage: AiCallUsage): Promise<void> {
    await this.meter?.record(usage)
      .catch((err: unknown) => this.log.error({ err, purpose: usage.tag?.purpose ?? null }, 'AI usage could not be recorded'));
  }

  /** Runs one provider call in the breaker; an abort stays an abort, every other failure becomes AI.UNAVAILABLE. */
  private async guarded<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await this.breaker.run(work);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (ProviderBreaker.isRejection(error)) this.log.debug('AI call refused: circuit breaker open');
      else this.log.warn({ cause: describe(error, this.settings.OPENAI_API_KEY) }, 'AI provider call failed');
      throw new AiUnavailableError();
    }
  }
}
