import { z } from 'zod';

/** The largest id a table here holds (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

/**
 * A record's id in a path, written as the API writes ids: plain decimal digits. Number() would also
 * read "0x1", " 1" or "1e3" as ids, so one record would have many addresses and a typo would find a
 * record; those are refused (400) instead.
 */
/** An id as the API writes it: plain decimal digits, no sign, no leading zero. */
export const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

export const pathId = z.string()
  .regex(ID_DIGITS, 'The id must be a whole number from 1 up, written in digits.')
  .transform(Number)
  .refine((id) => id <= MAX_ID, `The id must be at most ${MAX_ID}.`);
