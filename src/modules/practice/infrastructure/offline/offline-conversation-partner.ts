import type { ConversationSetup, PartnerEvent, SpokenLine, TranscriptLine } from '../../domain/conversation.ts';
import { openingLines } from '../../domain/opening.ts';
import type { ConversationPartner } from '../../domain/ports.ts';
import type { CharacterScript } from '../../domain/scenario.ts';
import { clampMood, classifyMove, MOOD_CHANGE, type Move } from './learner-moves.ts';

/**
 * The built-in conversation partner (DESIGN §5): plays the scenario's characters from the content
 * pack. Deterministic — its state is replayed from the transcript — so a reconnect or a retry
 * gives the same answer. Each learner move picks a fresh reaction line of that kind; the mood
 * moves with the learner's moves, open concerns come back while the mood is low, and the
 * character closes the conversation once won over (or lost).
 */
export class OfflineConversationPartner implements ConversationPartner {
  readonly kind = 'offline' as const;

  constructor(private readonly typingDelayMs = 20) {}

  async opening(setup: ConversationSetup): Promise<SpokenLine[]> {
    return openingLines(setup);
  }

  async *reply(setup: ConversationSetup, transcript: TranscriptLine[], signal?: AbortSignal): AsyncIterable<PartnerEvent> {
    for (const { speaker, content } of this.nextLines(setup, transcript)) {
      yield { type: 'typing', speaker };
      for (const word of content.split(/(?<=\s)/)) {
        if (signal?.aborted) return;
        if (this.typingDelayMs) await new Promise((r) => setTimeout(r, this.typingDelayMs));
        yield { type: 'delta', speaker, text: word };
      }
      yield { type: 'line', speaker, content };
    }
  }

  /** The whole decision, as a pure function of the setup and the transcript. */
  nextLines(setup: ConversationSetup, transcript: TranscriptLine[]): SpokenLine[] {
    const characters = setup.scenario.script[setup.locale].characters;
    const learnerLines = transcript.filter((l) => l.sender === 'user').map((l) => l.content);
    const moves = learnerLines.map(classifyMove);
    const used: Record<Move, number> = { acknowledged: 0, asked: 0, proposed: 0, blamed: 0, offTopic: 0, neutral: 0 };
    let mood = -1 - (setup.persona?.moodBias ?? 0);
    let settled = 0; // concerns met with empathy or a proposal
    moves.forEach((m, i) => {
      if (i < moves.length - 1) used[m]++;
      mood = clampMood(mood + MOOD_CHANGE[m]);
      if (m === 'acknowledged' || m === 'proposed') settled++;
    });
    const move = moves.at(-1) ?? 'neutral';
    const turn = learnerLines.length;
    const main = this.speakerFor(setup, learnerLines.at(-1) ?? '', turn);
    const character = characters[main];
    const reaction = character.reactions[move][used[move] % character.reactions[move].length];
    const lines = [{ speaker: setup.speakers[main], content: reaction }];

    const proposals = used.proposed + (move === 'proposed' ? 1 : 0);
    const wonOver = mood >= 3 && proposals > 0 && turn >= 3;
    if (wonOver || mood <= -5) {
      lines.push({ speaker: setup.speakers[main], content: wonOver ? character.closing.positive : character.closing.negative });
      return lines;
    }
    // Not yet satisfied: the character (in a group, the next one) presses the next open concern.
    if (mood < 3 && move !== 'asked') {
      const other = characters.length > 1 ? (main + 1) % characters.length : main;
      const concern = nextConcern(characters[other], settled);
      if (other !== main) lines.push({ speaker: setup.speakers[other], content: concern });
      else lines[0] = { ...lines[0], content: `${reaction} ${concern}` };
    }
    return lines;
  }

  /** Whoever the learner addresses by first name answers; otherwise the characters take turns. */
  private speakerFor(setup: ConversationSetup, message: string, turn: number): number {
    const lower = message.toLowerCase();
    const named = setup.speakers.findIndex((s) => lower.includes(s.name.split(' ')[0].toLowerCase()));
    return named >= 0 ? named : (turn - 1 + setup.speakers.length) % setup.speakers.length;
  }
}

function nextConcern(character: CharacterScript, settled: number): string {
  return character.concerns[Math.min(settled, character.concerns.length - 1)];
}
