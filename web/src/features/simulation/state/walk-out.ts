import type { Speaker } from './conversation';
import { announce } from './announcements';
import { simulationState } from './simulation.store';

/**
 * A character walked out (DESIGN §5: the engine walks out once): the conversation is over and the
 * learner can only end the session. Said once, however many of the three signals arrive.
 */
export function characterLeft(speaker: Speaker | null): void {
  const state = simulationState;
  if (state.characterLeft) return;
  const who = speaker ?? lastCharacter();
  state.characterLeft = { name: who.name, role: who.role };
  Object.assign(state, { typing: null, sendError: null });
  announce({ kind: 'left', speaker: who.name, text: '' });
}

/**
 * The server refused the learner's words because the conversation is over (a walk-out this page
 * missed): they were never said, so their line shows as not sent, and the walk-out is shown.
 */
export function conversationOver(text: string): void {
  for (const line of simulationState.lines) if (line.status === 'pending' && line.content === text) line.status = 'failed';
  characterLeft(null);
}

/** Who last spoke: the one who left when the server does not say (empty when nobody has spoken). */
function lastCharacter(): Speaker {
  const { lines, speakers } = simulationState;
  const spoken = lines.findLast((l) => l.sender === 'ai' && l.speaker?.name)?.speaker;
  return spoken ?? speakers[0] ?? { name: '', role: '' };
}
