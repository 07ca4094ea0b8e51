/**
 * Which skills a scenario works on, and which skills and scenarios a learner's own words point to.
 * Table-driven and deterministic (ADR 0024).
 */
import { SKILLS, type Level, type Skill } from './planning.ts';

type Weights = Record<Skill, number>;
const weights = (empathy: number, clarity: number, problemSolving: number, composure: number, activeListening: number): Weights =>
  ({ empathy, clarity, problemSolving, composure, activeListening });

/**
 * What each shipped category mostly asks of a learner, by its English name in lower case. A
 * category missing here (a new one) counts every skill alike; its scripts still tell them apart.
 */
const CATEGORY_FOCUS: Record<string, Weights> = {
  'conflict resolution': weights(2, 1, 2, 3, 2),
  'customer service': weights(3, 1, 2, 2, 2),
  'difficult conversations': weights(3, 2, 1, 3, 1),
  'giving feedback': weights(2, 3, 2, 1, 2),
  'job interviews': weights(1, 3, 2, 3, 1),
  leadership: weights(2, 3, 2, 1, 2),
  negotiation: weights(1, 2, 3, 2, 2),
  sales: weights(1, 2, 2, 1, 3),
  teamwork: weights(2, 2, 3, 1, 2),
};

/** How far the scenario's own script moves the focus away from its category's row. */
export const SCRIPT_SHARE = 0.5;

/** What settles the characters' concerns, counted over the script (practice's ScenarioDemands). */
export interface ScriptDemands {
  empathy: number;
  explanation: number;
  action: number;
  questions: number;
}

function normalized(w: Weights): Weights | null {
  const total = SKILLS.reduce((sum, s) => sum + Math.max(0, w[s]), 0);
  return total > 0 ? (Object.fromEntries(SKILLS.map((s) => [s, Math.max(0, w[s]) / total])) as Weights) : null;
}

/**
 * The category's row blended with the script: concerns settled by empathy, an explanation or an
 * action; facts given only when asked (half weight: scripts have many); pressure (level and extra
 * speakers) for composure.
 */
export function skillFocus(category: string, level: Level, speakerCount: number, demands: ScriptDemands): Weights {
  const row = normalized(CATEGORY_FOCUS[category.trim().toLowerCase()] ?? weights(1, 1, 1, 1, 1))!;
  const pressure = 2 * level + 2 * Math.max(0, speakerCount - 1);
  const script = normalized(weights(demands.empathy, demands.explanation, demands.action, pressure, demands.questions / 2));
  if (!script) return row;
  return Object.fromEntries(SKILLS.map((s) => [s, (1 - SCRIPT_SHARE) * row[s] + SCRIPT_SHARE * script[s]])) as Weights;
}

/** Word beginnings, in English and Russian, that say a goal is about a skill. */
const SKILL_STEMS: Record<Skill, readonly string[]> = {
  empathy: ['empath', 'feeling', 'emotion', 'compassion', 'сочувств', 'эмпат', 'чувств', 'сопережив', 'эмоци'],
  clarity: ['clear', 'clarity', 'explain', 'concise', 'articulat', 'present', 'ясн', 'четк', 'объясн', 'донес', 'донос', 'формулир'],
  problemSolving: ['solv', 'solution', 'decision', 'decide', 'resolv', 'problem', 'реш', 'проблем'],
  composure: ['calm', 'stress', 'nerv', 'pressure', 'confiden', 'anxi', 'composure', 'temper', 'спокой', 'стресс', 'нерв', 'уверен', 'давлен', 'волн', 'сдержан'],
  activeListening: ['listen', 'question', 'hear', 'слуша', 'слыш', 'вопрос'],
};

/** Lower case, ё as е, letters and digits only. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().replace(/ё/g, 'е').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The skills the learner's own goals name, in SKILLS order. */
export function skillsNamedBy(ownGoals: readonly string[]): Skill[] {
  const words = ownGoals.flatMap(wordsOf);
  return SKILLS.filter((skill) => SKILL_STEMS[skill].some((stem) => words.some((w) => w.startsWith(stem))));
}

/** Words too common to say what a goal is about. */
const COMMON = new Set(
  ('with that this from about into more better when what have your their them work want learn improve skill skills ' +
    'чтобы когда было быть этот этом свой свои своим более лучше хочу научиться работе работа навык навыки уметь').split(' '),
);
/** Long enough to tell words apart, short enough to take in their endings ("переговоры", "переговорах"). */
const STEM_LENGTH = 5;

/** The stems of the learner's own goals that can be looked for in scenarios. */
export function goalStems(ownGoals: readonly string[]): string[] {
  const stems = ownGoals.flatMap(wordsOf).filter((w) => w.length >= 4 && !COMMON.has(w)).map((w) => w.slice(0, STEM_LENGTH));
  return [...new Set(stems)];
}

/** How many of the stems a scenario's name and description contain. */
export function stemMatches(stems: readonly string[], text: string): number {
  if (!stems.length) return 0;
  const words = wordsOf(text);
  return stems.filter((stem) => words.some((w) => w.startsWith(stem))).length;
}
