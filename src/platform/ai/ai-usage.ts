/** What a model call is for: the ledger's totals are kept per purpose. */
export const AI_PURPOSES = ['character', 'coach', 'analysis', 'curriculum', 'security-review'] as const;
export type AiPurpose = (typeof AI_PURPOSES)[number];

/** Who a call is made for and why: the caller says, the usage ledger keeps it (OWASP LLM10). */
export interface AiCallTag {
  purpose: AiPurpose;
  userId?: number;
  sessionId?: number;
}

/** One provider call as it ended, success or failure. */
export interface AiCallUsage {
  at: Date;
  model: string;
  /** Null for a caller that gave no tag: still counted, under no learner. */
  tag: AiCallTag | null;
  promptTokens: number;
  completionTokens: number;
  /** The provider sent no usage figures: the tokens are an estimate (≈ 4 characters a token). */
  estimated: boolean;
  outcome: 'ok' | 'failed';
  durationMs: number;
}

/**
 * Port: where every provider call is reported (the security module keeps the ledger). Reporting
 * happens off the caller's path: a slow or failing meter never delays or fails a reply.
 */
export interface AiUsageMeter {
  record(call: AiCallUsage): Promise<void>;
}

/** The usual rule of thumb for OpenAI's tokenisers on English-like text; Russian runs nearer 2–3 (ADR 0026). */
export const CHARS_PER_TOKEN = 4;

export const estimateTokens = (text: string) => Math.ceil(text.length / CHARS_PER_TOKEN);

/** What a call costs by our own count when the provider does not say. */
export const estimatePromptTokens = (messages: readonly { content: string }[]) => estimateTokens(messages.map((m) => m.content).join(''));
