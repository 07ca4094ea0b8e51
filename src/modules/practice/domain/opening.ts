import { addressOf, inAddress } from './address.ts';
import type { ConversationSetup, SpokenLine } from './conversation.ts';
import { spokenBy } from './gender.ts';

/**
 * The characters' first words: the scenario's scripted opening, never generated, so a session
 * starts at once whatever the AI provider is doing. The persona chosen shows from the first line:
 * the script's opening for that persona when it has one, else the archetype's own opening after
 * the scripted one. When the learner gave the first character another name, the script's mentions
 * of the original name (its full name or its first word) take the chosen one — "My name is Emma
 * Lawson" would otherwise contradict the name shown. Each line is in its speaker's gender, and says
 * the first character's in words about them (gender.ts).
 */
export function openingLines(setup: ConversationSetup): SpokenLine[] {
  const script = setup.scenario.script[setup.locale];
  const first = script.opening.findIndex((line) => line.speaker === 0);
  const persona = setup.persona;
  // Own keys only: a persona keyed `constructor` (valid kebab-case) must not find Object's.
  const own = persona && Object.hasOwn(script.personaOpenings, persona.key) ? script.personaOpenings[persona.key] : undefined;
  const added = persona?.play[setup.locale].opening ?? [];
  return script.opening.map((line, i) => {
    let text = line.text;
    if (i === first && own) text = own;
    else if (i === first && added.length) text = `${text} ${inAddress(added[setup.scenario.id % added.length]!, addressOf(setup))}`;
    return { speaker: setup.speakers[line.speaker]!, content: spokenBy(setup, line.speaker)(text) };
  });
}
