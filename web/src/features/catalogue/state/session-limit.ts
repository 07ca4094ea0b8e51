import { proxy } from 'valtio';

/**
 * The upgrade modal: a learner whose monthly sessions are used up pressed something that would
 * start a new one (SPEC §4 "Curriculum item"). The page's SessionStartHost shows it.
 */
export const sessionLimitState = proxy({ open: false });

export function openSessionLimit(): void {
  sessionLimitState.open = true;
}

export function closeSessionLimit(): void {
  sessionLimitState.open = false;
}
