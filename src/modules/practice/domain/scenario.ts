/** The catalogue: what a learner can practise, and the material a conversation is played from. */
import type { Skill } from '#src/shared/findings.ts';

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_RU: Record<Difficulty, string> = {
  Beginner: 'Начальный',
  Intermediate: 'Средний',
  Advanced: 'Продвинутый',
};

/** A filter value in either language, or null when it names no difficulty. */
export function difficultyFrom(value: string): Difficulty | null {
  const wanted = value.trim().toLowerCase();
  return DIFFICULTIES.find((d) => d.toLowerCase() === wanted || DIFFICULTY_RU[d].toLowerCase() === wanted) ?? null;
}

export type Gender = 'male' | 'female';

export interface PersonaArchetype {
  id: number;
  key: string;
  name: string;
  name_ru: string;
  description: string;
  description_ru: string;
  /** How hard the archetype is to win over: -2 easy-going … 2 hard. */
  moodBias: number;
  promptHint: string;
  /** How the built-in engine plays the archetype. */
  play: PersonaPlay;
}

/** What calms an archetype down (and whose absence irritates it). */
export const CALMED_BY = ['empathy', 'facts', 'brevity', 'proof', 'questions', 'action', 'respect'] as const;
export type CalmedBy = (typeof CALMED_BY)[number];

/** How an archetype's lines are cut: terse keeps one sentence, chatty adds an aside, blunt leads with a jab. */
export const PHRASINGS = ['plain', 'terse', 'chatty', 'blunt'] as const;
export type Phrasing = (typeof PHRASINGS)[number];

/** Lines of an archetype in one language, used on top of the scenario's own. */
export interface PersonaLines {
  /** Said after the scripted opening. */
  opening: string[];
  /** When the learner does what calms them. */
  calmed: string[];
  /** When the learner does what irritates them (the opposite of what calms them). */
  irritated: string[];
  /** When their patience runs out, before they walk out. */
  escalate: string[];
  /** Chatty: the aside; blunt: the jab. */
  asides: string[];
}

export interface PersonaPlay {
  /** Bad moves the archetype lets pass before escalating (and two more before walking out). */
  patience: number;
  calmedBy: CalmedBy;
  phrasing: Phrasing;
  en: PersonaLines;
  ru: PersonaLines;
}

export interface Category {
  id: number;
  name: string;
  name_ru: string;
}

/** How a character answers what the learner just did; several variants each, never said twice. */
export interface Reactions {
  acknowledged: string[];
  proposed: string[];
  blamed: string[];
  offTopic: string[];
  neutral: string[];
}

/** What in a learner's words can settle a concern (see domain/commitments.ts). */
export const SETTLED_BY = ['action', 'deadline', 'amount', 'writing', 'empathy', 'explanation'] as const;
export type SettledBy = (typeof SETTLED_BY)[number];

/** Something the character wants resolved; raised until the learner addresses it, never after. */
export interface Concern {
  key: string;
  /** Ways of raising it: the first when it comes up, the others when pressed again. */
  raise: string[];
  /**
   * Words that show the learner is talking about it, lower case; a trailing `~` makes a stem
   * ("refund~" matches "refunded"). Empty: any message can settle it.
   */
  topics: string[];
  /** Any of these in a message on the topic settles it. */
  settledBy: SettledBy[];
}

/** A fact the character gives when asked about its topics. */
export interface Answer {
  topics: string[];
  line: string;
}

export interface CharacterScript {
  name: string;
  role: string;
  concerns: Concern[];
  answers: Answer[];
  reactions: Reactions;
  closing: {
    /** Said once when the character's concerns are met. */
    positive: string[];
    /** Said once when the character walks out. */
    negative: string[];
    /** Brief lines after a positive close, while the learner keeps talking. */
    after: string[];
  };
  /**
   * How the character repeats a commitment back, with `{commitment}` (the learner's own words);
   * the engine has generic ones too.
   */
  echo: string[];
}

/** How the characters address the learner: Russian «вы» (formal) or «ты» (informal); see address.ts. */
export type Address = 'formal' | 'informal';

export interface LanguageScript {
  /** How the characters address the learner (Russian «вы» or «ты»); absent: formally. */
  address?: Address;
  learnerRole: string;
  situation: string;
  goal: string;
  /** `speaker` indexes `characters`. */
  opening: { speaker: number; text: string }[];
  /** Per persona key: an opening line for the first character that replaces the scripted first line. */
  personaOpenings: Record<string, string>;
  characters: CharacterScript[];
}

export interface CastMember {
  gender: Gender;
  color: string;
}

/** The scenario's name and description in the session's language, as the learner reads them. */
export function asShown(scenario: Pick<Scenario, 'name' | 'name_ru' | 'description' | 'description_ru'>, locale: 'en' | 'ru') {
  return locale === 'ru' ? { name: scenario.name_ru, description: scenario.description_ru } : { name: scenario.name, description: scenario.description };
}

/**
 * What each skill looks like at 4 (fair), 7 (good) and 10 (excellent) in one scenario, in both
 * languages: shown to the learner before they start and on their results, and given to the LLM
 * analyzer, so scores are judged against the text the learner saw (R2.12; see domain/rubric.ts).
 */
export const RUBRIC_LEVELS = ['4', '7', '10'] as const;
export type RubricLines = Record<(typeof RUBRIC_LEVELS)[number], string>;
export type SkillRubric = Record<Skill, RubricLines>;
export interface Rubric {
  en: SkillRubric;
  ru: SkillRubric;
}

export interface Scenario {
  id: number;
  key: string;
  name: string;
  name_ru: string;
  description: string;
  description_ru: string;
  category: Category;
  difficulty: Difficulty;
  personas: PersonaArchetype[];
  /** Instructions for an LLM playing the scene; only a SuperAdmin may read them. */
  systemPrompt: string;
  cast: CastMember[];
  /** The hand-written script, or a generic one built from the description and prompt (see `ownScript`). */
  script: { en: LanguageScript; ru: LanguageScript };
  ownScript: boolean;
  /** The pack's own rubric; null: the generic one is shown (see `shownRubric`). */
  rubric: Rubric | null;
  createdAt: Date;
}
