import { authState } from '../../auth';
import { readItem, removeItem, writeItem } from '../../../lib/storage';

/** What the learner chose and typed on the goals page. */
export interface GoalsDraft {
  selected: string[];
  otherGoals: string;
}

const KEY = 'onboarding-draft';

/**
 * Unsaved goals are kept in this tab until a save succeeds, so nothing typed is lost to an
 * error, a reload, or a sign-in after the session ran out. Kept per user: another account
 * signing in on this tab never sees them.
 */
export function readDraft(): GoalsDraft | null {
  const userId = authState.user?.id;
  try {
    const stored = JSON.parse(readItem('session', KEY) ?? 'null') as (GoalsDraft & { userId: number }) | null;
    if (!stored) return null;
    if (stored.userId !== userId) {
      clearDraft();
      return null;
    }
    if (!Array.isArray(stored.selected) || typeof stored.otherGoals !== 'string') return null;
    return { selected: stored.selected.filter((name) => typeof name === 'string'), otherGoals: stored.otherGoals };
  } catch {
    return null;
  }
}

export function writeDraft(draft: GoalsDraft): void {
  const userId = authState.user?.id;
  if (userId !== undefined) writeItem('session', KEY, JSON.stringify({ userId, ...draft }));
}

export function clearDraft(): void {
  removeItem('session', KEY);
}
