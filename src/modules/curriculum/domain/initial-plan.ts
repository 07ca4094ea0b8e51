/**
 * The initial curriculum (ADR 0024): from the learner's goals, a path of 6–10 scenarios that climbs
 * from Beginner to Advanced, takes the chosen categories in turn, ends its easy part before the
 * first group scene, and never repeats a scenario.
 */
import { isGroupScene, type InitialInput, type Level, type PlannableScenario, type PlannedItem, type Reason, type Skill } from './planning.ts';
import { goalStems, skillsNamedBy, stemMatches } from './skill-focus.ts';

export const INITIAL_MIN = 6;
export const INITIAL_MAX = 10;
/** Categories a learner's own words may add beyond the chosen ones. */
export const OWN_GOAL_CATEGORIES = 2;

/** 4 + 2 per category, within 6–10, and never more than the catalogue has. */
export const initialLength = (categoryCount: number, available: number) =>
  Math.min(available, Math.max(INITIAL_MIN, Math.min(INITIAL_MAX, 4 + 2 * categoryCount)));

/** Beginner, Intermediate, Advanced slots: a third each, the remainder to the easier end. */
export function levelQuotas(n: number): [number, number, number] {
  const beginner = Math.ceil(n / 3);
  const advanced = Math.floor(n / 3);
  return [beginner, n - beginner - advanced, advanced];
}

/** The learner's goals, resolved against the catalogue. */
export interface GoalFit {
  /** Catalogue category names: the chosen ones in their order, then those the learner's own words point to. */
  categories: string[];
  /** False when the goals name nothing the catalogue has: the path is a general one. */
  fromGoals: boolean;
  /** Skills the learner's own words name. */
  skills: Skill[];
  /** How many stems of the learner's own words a scenario's name and description contain. */
  matchOf(s: PlannableScenario): number;
}

const unique = <T>(list: T[]) => [...new Set(list)];

export function goalFit(scenarios: readonly PlannableScenario[], { categories: chosen, ownGoals }: InitialInput['goals']): GoalFit {
  const spelling = new Map(scenarios.map((s) => [s.category.toLowerCase(), s.category]));
  const stems = goalStems(ownGoals);
  const matches = new Map(scenarios.map((s) => [s.id, stemMatches(stems, s.text)]));
  const matchOf = (s: PlannableScenario) => matches.get(s.id) ?? 0;
  // A scenario counts as named by the learner's words when it has two of their stems (or the only one).
  const enough = Math.min(2, stems.length);
  const named = scenarios.filter((s) => enough > 0 && matchOf(s) >= enough).sort((a, b) => matchOf(b) - matchOf(a) || a.id - b.id);
  const categories = unique(chosen.flatMap((c) => spelling.get(c.trim().toLowerCase()) ?? []));
  const added = unique(named.map((s) => s.category)).filter((c) => !categories.includes(c)).slice(0, OWN_GOAL_CATEGORIES);
  const fromGoals = categories.length + added.length > 0;
  const general = unique(scenarios.map((s) => s.category)).sort();
  return { categories: fromGoals ? [...categories, ...added] : general, fromGoals, skills: skillsNamedBy(ownGoals), matchOf };
}

/** Better first: more of the learner's words, more of the skills they named, then the catalogue's order. */
function byFit(fit: GoalFit) {
  const named = (s: PlannableScenario) => fit.skills.reduce((sum, skill) => sum + s.focus[skill], 0);
  return (a: PlannableScenario, b: PlannableScenario) => fit.matchOf(b) - fit.matchOf(a) || named(b) - named(a) || a.id - b.id;
}

function reasonFor(s: PlannableScenario, fit: GoalFit, outside: boolean): Reason {
  if (outside || !fit.fromGoals) return { skill: null, kind: 'next' };
  const skill = [...fit.skills].sort((a, b) => s.focus[b] - s.focus[a])[0] ?? null;
  return { skill, kind: 'goal' };
}

export function planInitial({ scenarios, goals }: InitialInput): PlannedItem[] {
  const fit = goalFit(scenarios, goals);
  const rank = byFit(fit);
  const quotas = levelQuotas(initialLength(fit.categories.length, scenarios.length));
  const used = new Set<number>();
  const picked: PlannedItem[] = [];
  const best = (ok: (s: PlannableScenario) => boolean, order = rank) => scenarios.filter((s) => !used.has(s.id) && ok(s)).sort(order)[0];
  let turn = 0;
  for (const level of [0, 1, 2] as Level[]) {
    // Beginners meet one character at a time.
    const suits = (s: PlannableScenario) => level > 0 || !isGroupScene(s);
    for (let k = 0; k < quotas[level]; k++, turn++) {
      const rotation = fit.categories.map((_, i) => fit.categories[(turn + i) % fit.categories.length]!);
      const nearest = (a: PlannableScenario, b: PlannableScenario) => Math.abs(a.level - level) - Math.abs(b.level - level) || a.level - b.level || rank(a, b);
      let pick: PlannableScenario | undefined;
      for (const category of rotation) pick ??= best((s) => s.category === category && s.level === level && suits(s));
      for (const category of rotation) pick ??= best((s) => s.category === category && suits(s), nearest);
      const inGoals = pick !== undefined;
      pick ??= best((s) => s.level === level && suits(s)) ?? best(() => true, nearest);
      if (!pick) break;
      used.add(pick.id);
      picked.push({ scenarioId: pick.id, reason: reasonFor(pick, fit, !inGoals) });
    }
  }
  return finishInitial(picked, scenarios, fit);
}

/**
 * Makes any list of picks a proper initial path: a group scene once the learner is past the
 * beginner part (one of the goal categories' if possible, replacing the last pick of its level),
 * then ordered by level, group scenes last within theirs, picks otherwise in their order.
 */
export function finishInitial(picked: readonly PlannedItem[], scenarios: readonly PlannableScenario[], fit: GoalFit): PlannedItem[] {
  const byId = new Map(scenarios.map((s) => [s.id, s]));
  let items = picked.filter((p) => byId.has(p.scenarioId));
  if (items.length >= 2 && !items.some((p) => isGroupScene(byId.get(p.scenarioId)!))) {
    const used = new Set(items.map((p) => p.scenarioId));
    const inGoals = (s: PlannableScenario) => (fit.fromGoals && fit.categories.includes(s.category) ? 1 : 0);
    const rank = byFit(fit);
    const group = scenarios
      .filter((s) => isGroupScene(s) && s.level > 0 && !used.has(s.id))
      .sort((a, b) => inGoals(b) - inGoals(a) || a.level - b.level || rank(a, b))[0];
    if (group) {
      const levelOfItem = (p: PlannedItem) => byId.get(p.scenarioId)!.level;
      const sameLevel = items.findLastIndex((p) => levelOfItem(p) === group.level);
      const past = items.findLastIndex((p) => levelOfItem(p) > 0);
      const at = sameLevel >= 0 ? sameLevel : past >= 0 ? past : items.length - 1;
      const reason: Reason = inGoals(group) ? { skill: reasonFor(group, fit, false).skill, kind: 'goal' } : { skill: null, kind: 'stretch' };
      items = items.map((p, i) => (i === at ? { scenarioId: group.id, reason } : p));
    }
  }
  const key = (p: PlannedItem) => {
    const s = byId.get(p.scenarioId)!;
    return s.level * 2 + (isGroupScene(s) ? 1 : 0);
  };
  return items.map((p, order) => ({ p, order })).sort((a, b) => key(a.p) - key(b.p) || a.order - b.order).map(({ p }) => p);
}
