import type { UsageView } from '../../../lib/contracts';
import { isHubError } from '../../../lib/hub';
import { coachLimitReached, refreshUsage, usageState } from '../../usage';
import { announce } from './announcements';
import { live, simulationState } from './simulation.store';

/** The coach toggle. On: ask the server once (it counts against the monthly allowance). */
export async function setCoach(on: boolean): Promise<void> {
  const coach = simulationState.coach;
  coach.error = null;
  if (!on) {
    coach.visible = false;
    coach.open = false;
    return;
  }
  if (isCoachLocked(coach, usageState.usage) || coach.pending) return;
  if (coach.enabled) {
    coach.visible = true;
    return;
  }
  const current = live.hub;
  if (!current) return;
  coach.pending = true;
  try {
    await current.enableCoachMode();
    Object.assign(coach, { enabled: true, visible: true, locked: false });
    void refreshUsage();
  } catch (error) {
    if (live.hub !== current) return;
    const limit = isHubError(error, 'USAGE.COACH_LIMIT');
    Object.assign(coach, { visible: false, error: limit ? 'limit' : 'failed', locked: coach.locked || limit });
  } finally {
    if (live.hub === current) coach.pending = false;
  }
}

/**
 * The toggle shows 'premium feature' and cannot be turned on: the server refused for the monthly
 * limit, or the usage numbers say so (SPEC §4). A coach the server already runs is never locked.
 */
export function isCoachLocked(coach: { enabled: boolean; locked: boolean }, usage: UsageView | null): boolean {
  return !coach.enabled && (coach.locked || coachLimitReached(usage));
}

export function dismissCoachError(): void {
  simulationState.coach.error = null;
}

/** A new tip pops up unless the learner closed the last one (then it waits behind the lightbulb). */
export function addTip(tip: string): void {
  const state = simulationState;
  const coach = state.coach;
  coach.tips.push(tip);
  if (!coach.visible) return;
  if (coach.open || !coach.dismissed) {
    Object.assign(coach, { open: true, index: coach.tips.length - 1, seen: coach.tips.length });
  }
  // Queued after the reply it follows, which is still to be read out.
  announce({ kind: 'tip', speaker: '', text: tip });
}

/** The lightbulb: shows the first unseen tip (or the latest) and counts them all as seen. */
export function openTips(): void {
  const coach = simulationState.coach;
  if (coach.tips.length === 0) return;
  const firstUnseen = coach.seen < coach.tips.length ? coach.seen : coach.tips.length - 1;
  Object.assign(coach, { open: true, index: firstUnseen, seen: coach.tips.length });
}

export function closeTip(): void {
  Object.assign(simulationState.coach, { open: false, dismissed: true });
}

export function showTip(index: number): void {
  const coach = simulationState.coach;
  coach.index = Math.max(0, Math.min(index, coach.tips.length - 1));
}
