/** SPEC §9: a notice (saved, deleted, re-queued…) hides itself after 5 s. */
export const NOTICE_MS = 5000;
