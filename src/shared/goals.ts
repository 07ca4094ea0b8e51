/**
 * SPEC §5: goals are trimmed, blanks dropped and duplicates removed case-insensitively (first
 * spelling wins). Shared by the server (what it saves) and the web client (what it sends).
 */
export function normaliseGoals(goals: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of goals) {
    const goal = raw.trim();
    const folded = goal.toLocaleLowerCase();
    if (!goal || seen.has(folded)) continue;
    seen.add(folded);
    result.push(goal);
  }
  return result;
}
