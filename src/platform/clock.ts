/**
 * Port: what time it is. Rules that turn on "today" (an assignment's due date) read it here rather
 * than from `new Date()`, so tests can move time forward instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
