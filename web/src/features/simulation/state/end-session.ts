import type { AnalysisCompleteEvent } from '../../../lib/contracts';
import { isHubError } from '../../../lib/hub';
import { refreshCurriculum } from '../../curriculum';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { refreshUsage } from '../../usage';
import { announce } from './announcements';
import { ACHIEVEMENT_TOAST_MS, ANALYSIS_PATIENCE_MS, endFlowSchedule } from './end-flow';
import { later, live, simulationState } from './simulation.store';

/**
 * The confirmation first. Before the learner's first message (in a branch, the first after the copied
 * lines) there is nothing to analyse: they are asked whether to keep the session or discard it instead.
 */
export function requestEnd(): void {
  const state = simulationState;
  if (state.endPhase !== 'active') return;
  // A branch's copied lines were said in the earlier session: only what is written here can be analysed.
  const said = state.lines.slice(state.copiedLines).some((line) => line.sender === 'user' && line.status !== 'failed');
  Object.assign(state, said ? { confirmingEnd: true } : { confirmingDiscard: true }, { endError: null });
}

export function cancelEnd(): void {
  Object.assign(simulationState, { confirmingEnd: false, confirmingDiscard: false });
}

export async function confirmEnd(): Promise<void> {
  const current = live.hub;
  const state = simulationState;
  if (!current || state.sessionId === null || state.endPhase !== 'active') return;
  Object.assign(state, { confirmingEnd: false, endError: null, endPhase: 'ending' });
  try {
    await current.endSession(state.sessionId);
    markEnded();
  } catch (error) {
    if (live.hub !== current) return;
    if (isHubError(error, 'PRACTICE.SESSION_ENDED')) return markEnded();
    Object.assign(state, { endPhase: 'active', endError: whyNotEnded(error) });
  }
}

function whyNotEnded(error: unknown): 'nothingSaid' | 'duringReply' | 'failed' {
  if (isHubError(error, 'PRACTICE.NOTHING_SAID')) return 'nothingSaid';
  // Another tab's message is being answered: this one may not know it is waiting.
  if (isHubError(error, 'PRACTICE.REPLY_IN_PROGRESS')) return 'duringReply';
  return 'failed';
}

export function dismissEndError(): void {
  simulationState.endError = null;
}

/** Ended here or elsewhere: the composer gives way to the wait for the analysis. */
export function markEnded(): void {
  const state = simulationState;
  if (state.endPhase !== 'ended' && state.endPhase !== 'completed') {
    state.endPhase = 'ended';
    void refreshUsage();
    // An AI analysis can take a while (or its event can be lost): offer the results page, which polls.
    later(ANALYSIS_PATIENCE_MS, () => {
      if (simulationState.analysis.status === 'waiting') simulationState.analysis.slow = true;
    });
  }
  Object.assign(state, { typing: null, waiting: false, confirmingEnd: false, confirmingDiscard: false, endError: null, sendError: null });
}

/**
 * Both curriculum variants refreshed, each new achievement as a toast, then the signal to open the
 * results page (SPEC §4's timing). The achievements are read out together, once: the toasts one by
 * one took longer to read than they were on screen. The results page lists them again for anyone
 * the move cut off.
 */
export function celebrateAndOpen({ sessionId, newAchievements }: AnalysisCompleteEvent): void {
  simulationState.analysis = { status: 'done', slow: false };
  void refreshCurriculum();
  const names = newAchievements.map((a) => localized(a, 'name', currentLocale())).join(', ');
  if (names) announce({ kind: 'achievements', speaker: '', text: names, count: newAchievements.length });
  const { toastAt, openResultsAt } = endFlowSchedule(newAchievements.length);
  newAchievements.forEach((achievement, i) => {
    later(toastAt[i]!, () => simulationState.toasts.push(achievement));
    later(toastAt[i]! + ACHIEVEMENT_TOAST_MS, () => dismissToast(achievement.id));
  });
  later(openResultsAt, () => {
    simulationState.resultsToOpen = sessionId;
  });
}

export function dismissToast(id: number): void {
  simulationState.toasts = simulationState.toasts.filter((t) => t.id !== id);
}
