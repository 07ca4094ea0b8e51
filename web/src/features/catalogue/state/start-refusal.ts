import { ref } from 'valtio';
import { ApiError } from '../../../lib/api-error';

export const SESSION_LIMIT_MESSAGE = 'Monthly session limit reached';
export const COACH_LIMIT_MESSAGE = 'Monthly coach session limit reached';

/** A refusal the start modal explains itself, with its way out: continue without the coach, or try again. */
export type StartProblem = { kind: 'coachLimit' } | { kind: 'failed'; error: Error };

/**
 * How a refused start goes on (SPEC §4 "Session start", §8 "Start"). The session limit (reached in
 * another tab, say, after the modal opened) leaves the start modal for the upgrade modal: nothing in
 * the start modal can help, and Start would only be refused again. The rest are said in the modal.
 */
export type StartRefusal = { kind: 'sessionLimit' } | StartProblem;

/** The two limits, told apart by their message (SPEC §8 "Start") or their code (403 from POST /api/sessions). */
export function classifyStartError(error: unknown): StartRefusal {
  if (error instanceof ApiError) {
    if (error.message === COACH_LIMIT_MESSAGE || error.code === 'USAGE.COACH_LIMIT') return { kind: 'coachLimit' };
    if (error.message === SESSION_LIMIT_MESSAGE || error.code === 'USAGE.SESSION_LIMIT') return { kind: 'sessionLimit' };
  }
  return { kind: 'failed', error: ref(error instanceof Error ? error : new Error(String(error))) };
}
