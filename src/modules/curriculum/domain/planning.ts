/**
 * What the curriculum planners work on and produce (ADR 0024). Plain data: the planners are pure
 * functions of it, so the same inputs always give the same plan.
 */
import type { Skill } from '#src/shared/findings.ts';

export { SKILLS, type Skill } from '#src/shared/findings.ts';

/** Beginner, Intermediate, Advanced. */
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Level = 0 | 1 | 2;

export const levelOf = (difficulty: string): Level => Math.max(0, LEVELS.indexOf(difficulty as (typeof LEVELS)[number])) as Level;

/** A catalogue scenario as the planners see it. */
export interface PlannableScenario {
  id: number;
  /** The English name, for a language model to read. */
  name: string;
  /** The category's English name. */
  category: string;
  level: Level;
  speakerCount: number;
  /** How much of the scenario is about each skill; the shares add up to 1 (see skill-focus.ts). */
  focus: Record<Skill, number>;
  /** Name, description and category in both languages, where goals in the learner's own words are looked for. */
  text: string;
}

export const isGroupScene = (s: Pick<PlannableScenario, 'speakerCount'>) => s.speakerCount > 1;

/** The skill a scenario works on most (the first of SKILLS on a tie). */
export function topSkill(focus: Record<Skill, number>): Skill {
  return (Object.entries(focus) as [Skill, number][]).reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

export interface LearnerGoals {
  /** Catalogue category names (English), in the order the learner chose them. */
  categories: readonly string[];
  /** Goals in the learner's own words (ADR 0017). */
  ownGoals: readonly string[];
}

/** One analysed session, as numbers (scores 0–10). */
export interface ScoredSession {
  sessionId: number;
  scenarioId: number;
  completedAt: Date;
  overall: number;
  scores: Record<Skill, number>;
}

/** How everyone did in a scenario: the evidence for its difficulty. */
export interface CommunityRecord {
  scenarioId: number;
  completionCount: number;
  overall: number;
}

/**
 * Why an item is on the path; the web words it ("works on active listening, among the skills you most need to build").
 * goal: it matches the learner's goals; weakest: it works on a skill far from mastery; review: it
 * brings back a mastered skill; stretch: a step up (or the first group scene); next: what follows.
 */
export const REASON_KINDS = ['goal', 'weakest', 'review', 'stretch', 'next'] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];
export interface Reason {
  skill: Skill | null;
  kind: ReasonKind;
}

export interface PlannedItem {
  scenarioId: number;
  reason: Reason;
}

export interface InitialInput {
  scenarios: readonly PlannableScenario[];
  goals: LearnerGoals;
  /** Whose plan it is: a model's planning is counted against that learner's AI usage. */
  userId?: number;
}

export interface DynamicInput extends InitialInput {
  /** The learner's results, oldest first. */
  results: readonly ScoredSession[];
  community: readonly CommunityRecord[];
  /** The learner's saved initial path, if any: where a learner with no results starts. */
  initial: readonly PlannedItem[];
}
