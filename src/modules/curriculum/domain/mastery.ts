/**
 * What a learner's results say (ADR 0024): per-skill mastery as an exponentially weighted average
 * (recent sessions weigh more), the learner's ability and each scenario's difficulty on the score
 * scale, and from them the chance the learner succeeds in a scenario.
 */
import { SKILLS, type CommunityRecord, type PlannableScenario, type ScoredSession, type Skill } from './planning.ts';

export const MASTERY = {
  /** Weight of the newest session in every running average (the one before weighs 0.6 of that, and so on). */
  alpha: 0.4,
  /** Where a skill's average starts before any session: the middle of the scale. */
  skillPrior: 5,
  /** A skill at or above this average is mastered (between SPEC's "good", 6, and "excellent", 8). */
  mastered: 7.5,
  /** The overall score a newcomer is expected to reach in a scenario of difficulty 0. */
  abilityPrior: 6,
  /** A session counts as a success at or above this overall score (SPEC's "good"). */
  pass: 6,
  /** The logistic's scale: a margin of one point over `pass` gives a 73% chance, one point under 27%. */
  spread: 1,
  /** Difficulty of a scenario before evidence, by level: what it takes off (or adds to) a learner's expected score. */
  levelDifficulty: [-1, 0, 1] as const,
  /** How many community results the level's difficulty counts as (shrinkage toward it). */
  priorResults: 5,
} as const;

/** The success chance the next scenarios aim at, and the window around it. */
export const TARGET_SUCCESS = 0.75;
export const SUCCESS_WINDOW = [0.7, 0.8] as const;

const ewma = (values: readonly number[], prior: number) => values.reduce((m, v) => m + MASTERY.alpha * (v - m), prior);

/** Each skill's recency-weighted average, starting from the prior: one excellent session is not yet mastery. */
export function skillMastery(results: readonly ScoredSession[]): Record<Skill, number> {
  return Object.fromEntries(SKILLS.map((skill) => [skill, ewma(results.map((r) => r.scores[skill]), MASTERY.skillPrior)])) as Record<Skill, number>;
}

/**
 * A scenario's difficulty in score points: the level's prior, moved toward what the community's
 * results show (a newcomer of ability `abilityPrior` would average abilityPrior − difficulty),
 * as far as there are results to show it.
 */
export function scenarioDifficulty(s: Pick<PlannableScenario, 'level'>, community: CommunityRecord | undefined): number {
  const prior = MASTERY.levelDifficulty[s.level];
  if (!community || community.completionCount <= 0) return prior;
  const observed = MASTERY.abilityPrior - community.overall;
  const n = community.completionCount;
  return (n * observed + MASTERY.priorResults * prior) / (n + MASTERY.priorResults);
}

/** Each result is evidence of ability: its overall score plus the difficulty of where it was earned. */
export function learnerAbility(results: readonly ScoredSession[], difficultyOf: (scenarioId: number) => number): number {
  return ewma(results.map((r) => r.overall + difficultyOf(r.scenarioId)), MASTERY.abilityPrior);
}

/** The chance of scoring at least `pass` overall: a logistic in the learner's margin over the scenario. */
export function successChance(ability: number, difficulty: number): number {
  return 1 / (1 + Math.exp(-(ability - difficulty - MASTERY.pass) / MASTERY.spread));
}

/** Everything the dynamic planner reads off the results. */
export interface LearnerModel {
  mastery: Record<Skill, number>;
  ability: number;
  /** Skills below mastery, furthest first. */
  weakSkills: Skill[];
  /** Mastered skills due for review, longest unpractised first. */
  dueForReview: Skill[];
  difficulty: Map<number, number>;
  success: Map<number, number>;
  played: Set<number>;
  /** The scenario of the latest result: never offered straight away again. */
  lastPlayed: number | null;
  groupScenePlayed: boolean;
}

/** A scenario works on a skill when its share is above an even split. */
export const WORKS_ON_SHARE = 1 / SKILLS.length + 0.02;
/** A mastered skill comes back once this many sessions in a row did not work on it. */
export const REVIEW_AFTER = 3;

export function learnerModel(scenarios: readonly PlannableScenario[], results: readonly ScoredSession[], community: readonly CommunityRecord[]): LearnerModel {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  const evidence = new Map(community.map((c) => [c.scenarioId, c]));
  const difficulty = new Map(scenarios.map((s) => [s.id, scenarioDifficulty(s, evidence.get(s.id))]));
  const ability = learnerAbility(results, (id) => difficulty.get(id) ?? 0);
  const mastery = skillMastery(results);
  const weakSkills = SKILLS.filter((s) => mastery[s] < MASTERY.mastered).sort((a, b) => mastery[a] - mastery[b]);
  const sinceWorked = (skill: Skill) => {
    const last = results.findLastIndex((r) => (byId.get(r.scenarioId)?.focus[skill] ?? 0) >= WORKS_ON_SHARE);
    return results.length - 1 - last;
  };
  const dueForReview = SKILLS.filter((s) => mastery[s] >= MASTERY.mastered && sinceWorked(s) >= REVIEW_AFTER)
    .sort((a, b) => sinceWorked(b) - sinceWorked(a) || mastery[a] - mastery[b]);
  return {
    mastery, ability, weakSkills, dueForReview, difficulty,
    success: new Map(scenarios.map((s) => [s.id, successChance(ability, difficulty.get(s.id)!)])),
    played: new Set(results.map((r) => r.scenarioId)),
    lastPlayed: results.at(-1)?.scenarioId ?? null,
    groupScenePlayed: results.some((r) => (byId.get(r.scenarioId)?.speakerCount ?? 1) > 1),
  };
}
