import { z } from 'zod';
import { CALENDAR_DAY_RULE, isCalendarDay } from '#src/shared/calendar-day.ts';

/** A filter's day, 'YYYY-MM-DD', that exists on the calendar: one rule for every list that filters by date. */
export const calendarDay = z.string().refine(isCalendarDay, CALENDAR_DAY_RULE);
