/** The catalogue: what a learner can practise, and the material a conversation is played from. */

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
}

export interface Category {
  id: number;
  name: string;
  name_ru: string;
}

/** How a character answers what the learner just did. */
export interface Reactions {
  acknowledged: string[];
  asked: string[];
  proposed: string[];
  blamed: string[];
  offTopic: string[];
  neutral: string[];
}

export interface CharacterScript {
  name: string;
  role: string;
  concerns: string[];
  reactions: Reactions;
  closing: { positive: string; negative: string };
}

export interface LanguageScript {
  learnerRole: string;
  situation: string;
  goal: string;
  /** `speaker` indexes `characters`. */
  opening: { speaker: number; text: string }[];
  characters: CharacterScript[];
}

export interface CastMember {
  gender: Gender;
  color: string;
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
  script: { en: LanguageScript; ru: LanguageScript };
  createdAt: Date;
}
