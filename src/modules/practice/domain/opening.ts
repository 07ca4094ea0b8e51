import { addressOf, inAddress } from './address.ts';
import type { ConversationSetup, SpokenLine } from './conversation.ts';
import { genderOf, inGender } from './gender.ts';

/**
 * The characters' first words: the scenario's scripted opening, never generated, so a session
 * starts at once whatever the AI provider is doing. The persona chosen shows from the first line:
 * the script's opening for that persona when it has one, else the archetype's own opening after
 * the scripted one. When the learner gave the first character another name, the script's mentions
 * of the original name (its full name or its first word) take the chosen one — "My name is Emma
 * Lawson" would otherwise contradict the name shown. Each line is in its speaker's gender (gender.ts).
 */
export function openingLines(setup: ConversationSetup): SpokenLine[] {
  const script = setup.scenario.script[setup.locale];
  const rename = renamer(script.characters[0]?.name, setup.speakers[0]?.name);
  const first = script.opening.findIndex((line) => line.speaker === 0);
  const persona = setup.persona;
  const own = persona ? script.personaOpenings[persona.key] : undefined;
  const added = persona?.play[setup.locale].opening ?? [];
  return script.opening.map((line, i) => {
    let text = line.text;
    if (i === first && own) text = own;
    else if (i === first && added.length) text = `${text} ${inAddress(added[setup.scenario.id % added.length]!, addressOf(setup))}`;
    return { speaker: setup.speakers[line.speaker]!, content: rename(inGender(text, genderOf(setup, line.speaker))) };
  });
}

function renamer(original: string | undefined, chosen: string | undefined): (text: string) => string {
  if (!original || !chosen || original === chosen) return (text) => text;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const given = original.split(/\s+/)[0];
  // Whole words only (\p{L} also covers Cyrillic): "Ann" must not rename "Anna".
  const pattern = new RegExp(`(?<!\\p{L})(?:${escape(original)}|${escape(given)})(?!\\p{L})`, 'gu');
  return (text) => text.replace(pattern, chosen);
}
