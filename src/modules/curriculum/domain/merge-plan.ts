/**
 * A language model's picks made safe (ADR 0024): only scenarios that exist and are allowed, each
 * once, with a reason that holds; whatever is missing comes from the offline plan, in its order.
 */
import type { PlannedItem, Reason, ReasonKind, Skill } from './planning.ts';

/** What a model said about one item, already shape-checked: the id may still be invented. */
export interface Choice {
  scenarioId: number;
  kind: ReasonKind | null;
  skill: Skill | null;
}

export interface MergeRules {
  /** The scenarios the plan may hold (the catalogue, less the one just played). */
  allowed: ReadonlySet<number>;
  length: number;
  /** Whether a reason the model gave is true of this learner (e.g. 'weakest' names a weak skill). */
  holds?: (reason: Reason) => boolean;
}

const NEEDS_SKILL: ReadonlySet<ReasonKind> = new Set(['weakest', 'review']);

function reasonOf(choice: Choice, holds: MergeRules['holds']): Reason | null {
  if (!choice.kind || (NEEDS_SKILL.has(choice.kind) && !choice.skill)) return null;
  const reason = { kind: choice.kind, skill: choice.skill };
  return !holds || holds(reason) ? reason : null;
}

export function mergeChoices(choices: readonly Choice[], offline: readonly PlannedItem[], { allowed, length, holds }: MergeRules): PlannedItem[] {
  const offlineReason = new Map(offline.map((i) => [i.scenarioId, i.reason]));
  const items: PlannedItem[] = [];
  const seen = new Set<number>();
  const add = (item: PlannedItem) => {
    if (items.length >= length || seen.has(item.scenarioId) || !allowed.has(item.scenarioId)) return;
    seen.add(item.scenarioId);
    items.push(item);
  };
  for (const choice of choices)
    add({ scenarioId: choice.scenarioId, reason: reasonOf(choice, holds) ?? offlineReason.get(choice.scenarioId) ?? { skill: null, kind: 'next' } });
  for (const item of offline) add(item);
  return items;
}
