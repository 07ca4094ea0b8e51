import { subscribe } from 'valtio';
import type { AnalysisCompleteEvent } from '../../../lib/contracts';
import { isHubError } from '../../../lib/hub';
import { refreshCurriculum } from '../../curriculum';
import { currentLocale } from '../../../lib/i18n';
import { localized } from '../../catalogue';
import { refreshUsage } from '../../usage';
import { announce } from './announcements';
import { ACHIEVEMENT_TOAST_MS, ANALYSIS_PATIENCE_MS, endFlowSchedule } from './end-flow';
import { later, live, now, simulationState } from './simulation.store';

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

/** How long an end waits for replies on their way (a character's may take as long as a send may). */
const REPLY_PATIENCE_MS = 180_000;
/** The server may still hold the reply's turn a moment after its last word: ask again after this. */
const ASK_AGAIN_MS = 500;

/**
 * Ends the session. A reply on its way (this tab's, or another tab's) cannot be cut off: the server
 * refuses to end under it. So the end waits for the reply and then goes through, with no second
 * confirmation; only when no reply comes within REPLY_PATIENCE_MS does the learner hear why not.
 */
export async function confirmEnd(): Promise<void> {
  const current = live.hub;
  const state = simulationState;
  const id = state.sessionId;
  if (!current || id === null || state.endPhase !== 'active') return;
  Object.assign(state, { confirmingEnd: false, endError: null, endPhase: 'ending' });
  const giveUpAt = now() + REPLY_PATIENCE_MS;
  for (;;) {
    if (!(await replyArrived(current))) return;
    try {
      await current.endSession(id);
      return markEnded();
    } catch (error) {
      if (live.hub !== current) return;
      if (isHubError(error, 'PRACTICE.SESSION_ENDED')) return markEnded();
      if (isHubError(error, 'PRACTICE.REPLY_IN_PROGRESS') && now() < giveUpAt) {
        state.endAfterReply = true;
        await new Promise((resolve) => later(ASK_AGAIN_MS, () => resolve(undefined)));
        continue;
      }
      Object.assign(state, { endPhase: 'active', endAfterReply: false, endError: whyNotEnded(error) });
      return;
    }
  }
}

/**
 * Resolves once nothing is being answered (the learner's words are not waiting for their reply and
 * nobody is typing): true to go on ending, false when the page left or the session ended meanwhile.
 */
function replyArrived(hub: NonNullable<typeof live.hub>): Promise<boolean> {
  const state = simulationState;
  const settled = () => live.hub !== hub || state.endPhase !== 'ending' || (!state.waiting && state.typing === null);
  const answer = () => live.hub === hub && state.endPhase === 'ending';
  if (settled()) return Promise.resolve(answer());
  state.endAfterReply = true;
  return new Promise((resolve) => {
    const stop = subscribe(state, () => {
      if (!settled()) return;
      stop();
      resolve(answer());
    });
    live.cleanups.push(stop);
  });
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
  Object.assign(state, { typing: null, waiting: false, confirmingEnd: false, confirmingDiscard: false, endError: null, endAfterReply: false, sendError: null });
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
