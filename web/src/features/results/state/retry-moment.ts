import { proxy } from 'valtio';
import { isApiError } from '../../../lib/api-error';
import { resultsApi } from '../api/results.api';

/** Why a retry did not start: the monthly allowance is used up, or something else went wrong. */
export type RetryProblem = 'sessionLimit' | 'coachLimit' | 'failed';

/**
 * "Try this moment again": the learner message a retry would answer again, asked about in a dialog
 * first because the retry is a new session and counts toward the monthly allowance.
 */
export const retryMomentState = proxy({
  /**
   * The session and message asked about (numbered as the analysis numbers them; `answerNumber` is
   * which of the learner's own it is), and whether the coach took part; null while no dialog is open.
   */
  moment: null as RetryMoment | null,
  busy: false,
  problem: null as RetryProblem | null,
  /** Set once the new session exists: the page goes to its simulation. */
  startedSessionId: null as number | null,
});

export interface RetryMoment {
  sessionId: number;
  messageNumber: number;
  answerNumber: number;
  coach: boolean;
}

export function askRetryMoment(moment: RetryMoment): void {
  Object.assign(retryMomentState, { moment, busy: false, problem: null, startedSessionId: null });
}

/** Closes the dialog; not while the request is on its way: the session it starts is counted, so the learner goes to it. */
export function cancelRetryMoment(): void {
  if (retryMomentState.busy) return;
  Object.assign(retryMomentState, { moment: null, problem: null });
}

/** Leaving the page forgets the dialog, so the next results page does not open it for this moment. */
export function forgetRetryMoment(): void {
  Object.assign(retryMomentState, { moment: null, busy: false, problem: null });
}

/** `withCoach` false: the retry without the coach, chosen so or after the coach allowance refused it. */
export async function confirmRetryMoment(withCoach = true): Promise<void> {
  const s = retryMomentState;
  if (!s.moment || s.busy) return;
  const asked = s.moment;
  Object.assign(s, { busy: true, problem: null });
  try {
    const { sessionId } = await resultsApi.branch(asked.sessionId, asked.messageNumber, withCoach);
    if (s.moment === asked) Object.assign(s, { moment: null, startedSessionId: sessionId });
  } catch (error) {
    s.problem = isApiError(error, 'USAGE.SESSION_LIMIT') ? 'sessionLimit' : isApiError(error, 'USAGE.COACH_LIMIT') ? 'coachLimit' : 'failed';
  } finally {
    s.busy = false;
  }
}
