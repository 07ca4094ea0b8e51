import type { Gender, PersonaArchetype, Scenario } from './scenario.ts';
import { inGender } from './gender-markup.ts';

/** How the learner set up the characters: the first one's name, gender and look; the others' looks. */
export interface PersonaInfo {
  firstName: string | null;
  gender: Gender;
  avatarUrl: string | null;
  /** Avatars chosen for the second and third characters of a group scene, in cast order. */
  castAvatarUrls: string[];
}

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

/**
 * The characters of a session, with the learner's chosen first name on the first one, and each
 * role in its character's gender («[Клиент|Клиентка] фитнес-клуба»): the first's as the learner
 * chose it, the others' as the cast fixes them.
 */
export function speakersOf(scenario: Scenario, locale: 'en' | 'ru', { firstName, gender }: Pick<PersonaInfo, 'firstName' | 'gender'>): Speaker[] {
  return scenario.script[locale].characters.map((c, i) => ({
    name: i === 0 && firstName ? firstName : c.name,
    role: inGender(c.role, i === 0 ? gender : (scenario.cast[i]?.gender ?? 'male')),
  }));
}
