import type { ConversationSetup, SpokenLine, TranscriptLine } from '#src/modules/practice/domain/conversation.ts';
import { hearLearner, startDialogue, type DialogueState } from '#src/modules/practice/domain/dialogue.ts';
import { openingLines } from '#src/modules/practice/domain/opening.ts';
import { OfflineConversationPartner } from '#src/modules/practice/infrastructure/offline/offline-conversation-partner.ts';

export interface PlayedTurn {
  learner: string;
  reply: SpokenLine[];
  state: DialogueState;
}

/**
 * Plays a conversation with the built-in partner as SendMessage does — the learner's words heard
 * into the dialogue state, the characters' reply computed from it — without a server: the opening,
 * then each learner line and the characters' answer. Stops when a character walks out.
 */
export function playConversation(setup: ConversationSetup, learnerLines: string[]) {
  const partner = new OfflineConversationPartner(0);
  const transcript: TranscriptLine[] = openingLines(setup).map((l) => ({ sender: 'ai', content: l.content, speaker: l.speaker }));
  let state = startDialogue(setup);
  const turns: PlayedTurn[] = [];
  for (const learner of learnerLines) {
    if (state.outcome === 'walkedOut') break;
    transcript.push({ sender: 'user', content: learner, speaker: null });
    const heard = hearLearner(state, setup, learner);
    const { lines, state: after } = partner.nextLines({ setup, transcript, dialogue: heard });
    transcript.push(...lines.map((l): TranscriptLine => ({ sender: 'ai', content: l.content, speaker: l.speaker })));
    state = after;
    turns.push({ learner, reply: lines, state });
  }
  return { transcript, turns, state };
}
