import type { SessionStatus } from '../domain/session.ts';

/** What the SuperAdmin's pages share: how filters read and how sessions are shown (SPEC §3 Activity item, Session detail). */

/** SPEC §4: completed or incomplete; a session the learner discarded unspoken is incomplete. */
export const shownStatus = (status: SessionStatus) => (status === 'Completed' ? 'completed' : 'incomplete');

export const COMPLETED_OF_FILTER = { all: null, completed: true, incomplete: false } as const;

/** Whole seconds from start to end; null while the session is open. */
export const durationSeconds = (startedAt: Date, endedAt: Date | null) =>
  endedAt ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000)) : null;
