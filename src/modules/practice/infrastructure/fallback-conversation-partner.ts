import type { LanguageModel } from '#src/platform/ai/language-model.ts';
import type { ConversationSetup } from '../domain/conversation.ts';
import type { ConversationPartner, PartnerEvent, PartnerTurn } from '../domain/ports.ts';

/**
 * The LLM partner while the provider is healthy; the built-in engine while its circuit breaker is
 * open (DESIGN §5: the offline engine is the fallback when the AI is down), so practice goes on.
 */
export class FallbackConversationPartner implements ConversationPartner {
  constructor(
    private readonly primary: ConversationPartner,
    private readonly fallback: ConversationPartner,
    private readonly model: LanguageModel,
  ) {}

  get kind(): 'offline' | 'llm' {
    return this.current().kind;
  }

  opening(setup: ConversationSetup) {
    return this.current().opening(setup);
  }

  reply(turn: PartnerTurn, signal?: AbortSignal): AsyncIterable<PartnerEvent> {
    return this.current().reply(turn, signal);
  }

  hiddenPrompt(turn: PartnerTurn): string | null {
    return this.current().hiddenPrompt(turn);
  }

  private current(): ConversationPartner {
    return this.model.health().state === 'Open' ? this.fallback : this.primary;
  }
}
