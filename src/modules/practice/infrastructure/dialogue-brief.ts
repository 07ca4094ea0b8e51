import type { ConversationSetup } from '../domain/conversation.ts';
import { concernOf, type DialogueState } from '../domain/dialogue.ts';

/**
 * The dialogue state in words for the language model, sent after the history where it weighs
 * most: what is settled (never raise it again), what is open, what the learner committed to (in
 * their words, to be echoed exactly), and what the character does now.
 */
export function dialogueBrief(setup: ConversationSetup, state: DialogueState): string {
  const name = (i: number) => setup.speakers[i]?.name ?? '';
  const concern = (c: DialogueState['concerns'][number]) => `- ${name(c.character)}: ${concernOf(setup, c)?.raise[0] ?? c.key}`;
  const settled = state.concerns.filter((c) => c.addressed).map(concern);
  const open = state.concerns.filter((c) => !c.addressed).map(concern);
  const lines = ['Where the conversation stands:'];
  if (settled.length) lines.push('Settled by the learner; never raise these again:', ...settled);
  if (open.length) lines.push('Still open:', ...open);
  if (state.commitments.length) {
    lines.push('The learner committed to (repeat numbers, dates and amounts exactly as written here, never change them):');
    lines.push(...state.commitments.map((c) => `- ${c.kind}: "${c.words}"`));
  }
  lines.push(NOW[state.last?.beat ?? 'continue']);
  lines.push('Never repeat, word for word, anything already said in this conversation.');
  return lines.join('\n');
}

const NOW: Record<NonNullable<DialogueState['last']>['beat'], string> = {
  continue: 'Now: answer any question the learner just asked before anything else, then press what is still open.',
  escalate: 'Now: your patience has run out. Say so, and ask for someone more senior or say you are close to leaving.',
  close: 'Now: everything you needed is settled. Thank them and close the conversation warmly, once, without raising anything new.',
  afterClose: 'Now: the matter is closed. Answer in one short, warm sentence and suggest ending the conversation; raise nothing new.',
  walkOut: 'Now: you have had enough. Say one final line and leave the conversation. Ask nothing.',
  holdOn: 'Now: the learner is trying to leave with things still open. Stop them once: name what is still unresolved for you.',
  parted: 'Now: the learner is leaving anyway. Say one short line that lets them go and makes clear it is not settled. Ask nothing.',
};
