/**
 * The dynamic curriculum (ADR 0024): after every analysed session, the next scenarios. Most work
 * on the skills furthest from mastery at a difficulty the learner should pass about three times in
 * four; a mastered skill left alone for a while comes back for review; once the learner has some
 * sessions behind them, one step up; never the scenario just played.
 */
import { goalFit, planInitial } from './initial-plan.ts';
import { learnerModel, MASTERY, TARGET_SUCCESS, SUCCESS_WINDOW, WORKS_ON_SHARE } from './mastery.ts';
import { isGroupScene, SKILLS, topSkill, type DynamicInput, type PlannableScenario, type PlannedItem, type Skill } from './planning.ts';

export const DYNAMIC = {
  /** Items on the dynamic path. */
  length: 6,
  /** Of them, aimed at weak skills: the weakest, the next weakest, the weakest again. */
  weakPattern: [0, 1, 0],
  /** Results needed before a step up is offered. */
  stretchAfter: 3,
  /** The success chance a step up aims at (below the window). */
  stretchSuccess: 0.6,
  /** Ranking weights: a skill's share in the scenario, distance from the target chance, the learner's goals, the gaps it works on. */
  focusWeight: 4,
  zoneWeight: 6,
  goalBonus: 0.5,
  needWeight: 0.5,
} as const;

export function planDynamic(input: DynamicInput): PlannedItem[] {
  if (!input.results.length) return startingPath(input);
  const { scenarios } = input;
  const model = learnerModel(scenarios, input.results, input.community);
  const fit = goalFit(scenarios, input.goals);
  const goal = (s: PlannableScenario) => (fit.fromGoals && fit.categories.includes(s.category) ? DYNAMIC.goalBonus : 0);
  const chance = (s: PlannableScenario) => model.success.get(s.id)!;
  const offZone = (s: PlannableScenario) => Math.abs(chance(s) - TARGET_SUCCESS);
  const need = (s: PlannableScenario) => SKILLS.reduce((sum, k) => sum + Math.max(0, MASTERY.mastered - model.mastery[k]) * s.focus[k], 0);

  const used = new Set<number>(model.lastPlayed === null ? [] : [model.lastPlayed]);
  const open = (s: PlannableScenario) => !used.has(s.id);
  const fresh = (s: PlannableScenario) => open(s) && !model.played.has(s.id);
  /** The best scenario by `score` among those `ok` allows (ties to the lower id), now taken. */
  const take = (ok: (s: PlannableScenario) => boolean, score: (s: PlannableScenario) => number) => {
    const best = scenarios.filter(ok).sort((a, b) => score(b) - score(a) || a.id - b.id)[0];
    if (best) used.add(best.id);
    return best;
  };
  /** New scenarios first; once every one is played, replays. */
  const takeFresh = (score: (s: PlannableScenario) => number) => take(fresh, score) ?? take(open, score);

  const weak: PlannedItem[] = [];
  for (const skill of weakSequence(model.weakSkills)) {
    const s = takeFresh((c) => DYNAMIC.focusWeight * c.focus[skill] - DYNAMIC.zoneWeight * offZone(c) + goal(c));
    if (s) weak.push({ scenarioId: s.id, reason: { skill, kind: 'weakest' } });
  }

  const review: PlannedItem[] = [];
  const due = model.dueForReview[0];
  if (due) {
    // Something that works on the skill and should feel comfortable; one done before is a fair review.
    const s = take((c) => open(c) && c.focus[due] >= WORKS_ON_SHARE,
      (c) => (model.played.has(c.id) ? 1 : 0) + DYNAMIC.focusWeight * c.focus[due] - DYNAMIC.zoneWeight * Math.max(0, TARGET_SUCCESS - chance(c)));
    if (s) review.push({ scenarioId: s.id, reason: { skill: due, kind: 'review' } });
  }

  const stretch: PlannedItem[] = [];
  if (input.results.length >= DYNAMIC.stretchAfter) {
    // The first group scene is a step up of its own.
    const firstGroup = (c: PlannableScenario) => (!model.groupScenePlayed && isGroupScene(c) ? 1 : 0);
    const s = take((c) => fresh(c) && chance(c) < SUCCESS_WINDOW[0],
      (c) => firstGroup(c) - DYNAMIC.zoneWeight * Math.abs(chance(c) - DYNAMIC.stretchSuccess) + goal(c));
    if (s) stretch.push({ scenarioId: s.id, reason: { skill: topSkill(s.focus), kind: 'stretch' } });
  }

  const rest: PlannedItem[] = [];
  while (weak.length + review.length + rest.length + stretch.length < DYNAMIC.length) {
    const s = takeFresh((c) => -DYNAMIC.zoneWeight * offZone(c) + DYNAMIC.needWeight * need(c) + goal(c));
    if (!s) break;
    rest.push({ scenarioId: s.id, reason: { skill: topSkill(s.focus), kind: goal(s) > 0 ? 'goal' : 'next' } });
  }
  return [...weak, ...review, ...rest, ...stretch];
}

function weakSequence(weak: readonly Skill[]): Skill[] {
  if (!weak.length) return [];
  return DYNAMIC.weakPattern.map((i) => weak[i] ?? weak[0]!);
}

/** Before any result: the initial path's first items, or a path from the goals if none was generated. */
function startingPath(input: DynamicInput): PlannedItem[] {
  const exists = new Set(input.scenarios.map((s) => s.id));
  const hasGoals = input.goals.categories.length > 0 || input.goals.ownGoals.length > 0;
  const base = input.initial.length ? input.initial : hasGoals ? planInitial(input) : [];
  return base
    .filter((i) => exists.has(i.scenarioId))
    .slice(0, DYNAMIC.length)
    .map((i) => ({ scenarioId: i.scenarioId, reason: { skill: i.reason.skill, kind: 'next' } }));
}
