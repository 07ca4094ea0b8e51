import type { DialogueState } from './dialogue.ts';
import type { PersonaArchetype, Scenario } from './scenario.ts';
import type { PersonaInfo } from './session.ts';

/** Who speaks for the scenario: one of its characters, in the session's language. */
export interface Speaker {
  name: string;
  role: string;
}

export interface TranscriptLine {
  sender: 'user' | 'ai';
  content: string;
  /** The character who said it (AI lines only). */
  speaker: Speaker | null;
}

/** Everything a conversation partner or coach needs to know about a session. */
export interface ConversationSetup {
  scenario: Scenario;
  /** The persona archetype chosen at start; null for the generic conversation partner. */
  persona: PersonaArchetype | null;
  personaInfo: PersonaInfo;
  locale: 'en' | 'ru';
  /** The scenario's characters in the session's language; a first name given at start renames the first. */
  speakers: Speaker[];
}

/** One line a character says. */
export interface SpokenLine {
  speaker: Speaker;
  content: string;
}

/** What a partner answers: the conversation so far and the dialogue state after the learner's last message. */
export interface PartnerTurn {
  setup: ConversationSetup;
  transcript: TranscriptLine[];
  dialogue: DialogueState;
}

/**
 * What a partner produces while it answers; text arrives as deltas, then the whole line. A partner
 * that moves the dialogue on (who spoke, what was raised) ends with the state after its reply.
 */
export type PartnerEvent =
  | { type: 'typing'; speaker: Speaker }
  | { type: 'delta'; speaker: Speaker; text: string }
  | { type: 'line'; speaker: Speaker; content: string }
  | { type: 'dialogue'; dialogue: DialogueState };

/** What a character says, as it streams. */
export type SpeechEvent = Exclude<PartnerEvent, { type: 'dialogue' }>;

/** The characters of a session, with the learner's chosen first name on the first one. */
export function speakersOf(scenario: Scenario, locale: 'en' | 'ru', firstName: string | null): Speaker[] {
  return scenario.script[locale].characters.map((c, i) => ({ name: i === 0 && firstName ? firstName : c.name, role: c.role }));
}
