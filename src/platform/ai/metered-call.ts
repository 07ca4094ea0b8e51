import { CHARS_PER_TOKEN, estimatePromptTokens, type AiCallTag, type AiCallUsage } from './ai-usage.ts';

/** The provider's own count, as OpenAI-compatible endpoints send it (`usage`); absent or null when they do not. */
export interface ProviderUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

/**
 * One provider call being measured, from the request to its end. The provider's figures win when it
 * sends them; otherwise the call is estimated from the text that went and came (≈ 4 characters a
 * token) and flagged as such. A call refused before the provider answered read no prompt: it counts
 * as a call, with no tokens.
 */
export class MeteredCall {
  private readonly startedAt = Date.now();
  private answered = false;
  /** Characters of reply received so far. */
  private completion = 0;
  private reported: ProviderUsage | null = null;

  constructor(
    private readonly model: string,
    private readonly messages: readonly { content: string }[],
    private readonly tag: AiCallTag | undefined,
  ) {}

  /** The provider answered (its headers arrived): it has read the prompt. */
  answer(): void {
    this.answered = true;
  }

  wrote(text: string): void {
    this.completion += text.length;
  }

  usage(usage: ProviderUsage | null | undefined): void {
    if (usage && Number.isFinite(usage.prompt_tokens) && Number.isFinite(usage.completion_tokens)) this.reported = usage;
  }

  end(outcome: AiCallUsage['outcome'], at = new Date()): AiCallUsage {
    const common = { at, model: this.model, tag: this.tag ?? null, outcome, durationMs: at.getTime() - this.startedAt };
    if (this.reported) {
      return { ...common, promptTokens: this.reported.prompt_tokens, completionTokens: this.reported.completion_tokens, estimated: false };
    }
    return {
      ...common,
      promptTokens: this.answered ? estimatePromptTokens(this.messages) : 0,
      completionTokens: Math.ceil(this.completion / CHARS_PER_TOKEN),
      estimated: true,
    };
  }
}
