import type { SpokenLine } from '../../domain/conversation.ts';
import type { DialogueState } from '../../domain/dialogue.ts';
import { openingLines } from '../../domain/opening.ts';
import type { ConversationPartner, PartnerEvent, PartnerTurn } from '../../domain/ports.ts';
import { characterReply } from './character-reply.ts';

/**
 * The built-in conversation partner (DESIGN §5): plays the scenario's characters from the content
 * pack, reading the dialogue state the learner's message produced. Deterministic: the same state
 * and transcript give the same answer, on any server.
 */
export class OfflineConversationPartner implements ConversationPartner {
  readonly kind = 'offline' as const;

  constructor(private readonly typingDelayMs = 20) {}

  async opening(setup: PartnerTurn['setup']): Promise<SpokenLine[]> {
    return openingLines(setup);
  }

  async *reply(turn: PartnerTurn, signal?: AbortSignal): AsyncIterable<PartnerEvent> {
    const { lines, state } = this.nextLines(turn);
    for (const { speaker, content } of lines) {
      yield { type: 'typing', speaker };
      for (const word of content.split(/(?<=\s)/)) {
        if (signal?.aborted) return;
        if (this.typingDelayMs) await new Promise((r) => setTimeout(r, this.typingDelayMs));
        yield { type: 'delta', speaker, text: word };
      }
      yield { type: 'line', speaker, content };
    }
    yield { type: 'dialogue', dialogue: state };
  }

  /** The built-in engine tells no model anything: there is no prompt to leak. */
  hiddenPrompt(): null {
    return null;
  }

  /** The whole decision, as a pure function of the turn. */
  nextLines({ setup, transcript, dialogue }: Pick<PartnerTurn, 'setup' | 'transcript' | 'dialogue'>): { lines: SpokenLine[]; state: DialogueState } {
    const message = transcript.findLast((l) => l.sender === 'user')?.content ?? '';
    return characterReply(setup, dialogue, transcript, message);
  }
}
