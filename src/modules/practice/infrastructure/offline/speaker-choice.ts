import type { ConversationSetup } from '../../domain/conversation.ts';
import { characterScripts, concernOf, openConcerns, type DialogueState } from '../../domain/dialogue.ts';
import { mentions, normalise, topicPattern } from '../../domain/words.ts';
import { firstNameOf } from '#src/shared/character-name.ts';

/**
 * Who answers in a group scene: whoever the learner addresses (by name, the first named), or whose work they ran
 * down, or by a word of their role no one else's role has; else whoever's concern the message just settled, or whose open concern
 * it is about; else whoever has waited longest to speak — so every character gets a turn.
 */
export function speakerFor(setup: ConversationSetup, state: DialogueState, message: string): number {
  const count = setup.speakers.length;
  if (count === 1) return 0;
  const text = normalise(message);
  // The one named first: "Ben, how was it when Grace took over?" is to Ben.
  const named = setup.speakers.map((_, i) => topicPattern(namesOf(setup, i))?.exec(text)?.index ?? Infinity);
  const addressed = named.indexOf(Math.min(...named));
  if (named[addressed]! < Infinity) return addressed;
  // The one whose work the learner just ran down answers for it, whoever else is named by their role.
  if (state.last?.attacked !== undefined) return state.last.attacked;
  const byRole = setup.speakers.findIndex((_, i) => mentions(text, distinctiveRoleWords(setup, i)));
  if (byRole >= 0) return byRole;
  const settled = state.concerns.filter((c) => state.last?.settled.includes(`${c.character}:${c.key}`));
  const stake = [...settled, ...openConcerns(state)].find((c) => mentions(text, concernOf(setup, c)?.topics ?? []));
  if (stake) return stake.character;
  return [...Array(count).keys()].sort((a, b) => state.lastSpoke[a]! - state.lastSpoke[b]! || a - b)[0]!;
}

/** The name shown, its first word, and the script's name (the learner may have renamed the first character), normalised. */
export function namesOf(setup: ConversationSetup, i: number): string[] {
  const names = [setup.speakers[i]!.name, characterScripts(setup)[i]!.name];
  return [...new Set(names.flatMap((n) => [n, firstNameOf(n)]).map((n) => normalise(n)))];
}

/** Role words of four letters or more that no other character's role shares, as stems (Russian inflects them). */
function distinctiveRoleWords(setup: ConversationSetup, i: number): string[] {
  const words = (j: number) => normalise(setup.speakers[j]!.role).split(/[^\p{L}]+/u).filter((w) => w.length >= 4);
  const others = new Set(setup.speakers.flatMap((_, j) => (j === i ? [] : words(j).map(stem))));
  return words(i).map(stem).filter((w) => !others.has(w)).map((w) => `${w}~`);
}

/** The first 60% of a word, five letters at least: «финансовый» and «финансам» share «финанс». */
const stem = (word: string) => word.slice(0, Math.max(5, Math.ceil(word.length * 0.6)));
