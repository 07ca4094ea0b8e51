import { type CastLook, previewsShown } from './avatars';

/** What Start looks at in the session-start modal's state. */
export interface Startable {
  starting: boolean;
  detailsStatus: 'idle' | 'loading' | 'ready' | 'error';
  personaId: number | null;
  avatarStatus: CastLook['status'];
  castLooks: readonly CastLook[];
}

/**
 * Start waits (is disabled) only while something is on its way: the start request itself, the
 * scenario's personas and cast, or an avatar preview (SPEC §2: no start without a preview). Each
 * of these ends by itself, in moments.
 */
export function startWaits(state: Startable): boolean {
  if (state.starting || state.detailsStatus === 'idle' || state.detailsStatus === 'loading') return true;
  return state.detailsStatus === 'ready' && [state.avatarStatus, ...state.castLooks.map((look) => look.status)].includes('loading');
}

/**
 * Why a press of Start cannot start, the first in the modal's order; null when it can. Each is the
 * learner's to fix: load the personas again, choose a style, regenerate an avatar that failed.
 */
export type StartBlock = 'details' | 'persona' | 'avatar';

export function startBlock(state: Startable): StartBlock | null {
  if (state.detailsStatus !== 'ready') return 'details';
  if (state.personaId === null) return 'persona';
  return previewsShown(state.avatarStatus, state.castLooks) ? null : 'avatar';
}

export function canStart(state: Startable): boolean {
  return !startWaits(state) && startBlock(state) === null;
}
