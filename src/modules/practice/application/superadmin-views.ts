import { ValidationError } from '#src/platform/errors.ts';
import { DAY_MS } from '#src/shared/calendar-day.ts';
import type { Period } from '../domain/records.ports.ts';
import type { SessionStatus } from '../domain/session.ts';

/** What the SuperAdmin's pages share: how filters read and how sessions are shown (SPEC §3 Activity item, Session detail). */

/** Whole UTC days 'YYYY-MM-DD', both included; an end before the start is a mistake worth saying. */
export function periodOfDays(dateFrom: string | undefined, dateTo: string | undefined): Period {
  if (dateFrom && dateTo && dateFrom > dateTo)
    throw new ValidationError([{ path: 'query.dateTo', message: 'The end date must not be before the start date.' }], 'The end date must not be before the start date.');
  return {
    from: dateFrom ? new Date(`${dateFrom}T00:00:00.000Z`) : null,
    until: dateTo ? new Date(Date.parse(`${dateTo}T00:00:00.000Z`) + DAY_MS) : null,
  };
}

export const shownStatus = (status: SessionStatus) => (status === 'Completed' ? 'completed' : 'incomplete');

export const STATUS_OF_FILTER = { all: null, completed: 'Completed', incomplete: 'InProgress' } as const;

/** Whole seconds from start to end; null while the session is open. */
export const durationSeconds = (startedAt: Date, endedAt: Date | null) =>
  endedAt ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000)) : null;
