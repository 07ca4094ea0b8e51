import type { ConversationSetup, SpokenLine } from './conversation.ts';

/**
 * The characters' first words: the scenario's scripted opening, never generated, so a session
 * starts at once whatever the AI provider is doing. When the learner gave the first character
 * another name, the script's mentions of the original name (its full name or its first word)
 * take the chosen one — "My name is Emma Lawson" would otherwise contradict the name shown.
 */
export function openingLines(setup: ConversationSetup): SpokenLine[] {
  const script = setup.scenario.script[setup.locale];
  const rename = renamer(script.characters[0]?.name, setup.speakers[0]?.name);
  return script.opening.map((line) => ({ speaker: setup.speakers[line.speaker], content: rename(line.text) }));
}

function renamer(original: string | undefined, chosen: string | undefined): (text: string) => string {
  if (!original || !chosen || original === chosen) return (text) => text;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const given = original.split(/\s+/)[0];
  // Whole words only (\p{L} also covers Cyrillic): "Ann" must not rename "Anna".
  const pattern = new RegExp(`(?<!\\p{L})(?:${escape(original)}|${escape(given)})(?!\\p{L})`, 'gu');
  return (text) => text.replace(pattern, chosen);
}
