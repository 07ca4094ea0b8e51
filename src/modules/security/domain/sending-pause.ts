/** How long blocked messages are counted over, and how long sending pauses once there are too many (ADR 0050). */
export const PAUSE_MS = 10 * 60_000;

/**
 * When the pause that the learner's latest blocked messages set ends (ms since the epoch), or null
 * when they set none: `blocks` of them within PAUSE_MS of the latest. Nothing is recorded while a
 * pause runs, so the latest block is the one that set it: the same rule reads the pause a block sets
 * now and one set before this server started. `latest` is newest first, at most `blocks` long.
 */
export function pauseEnd(latest: readonly Date[], blocks: number): number | null {
  const newest = latest[0];
  const oldest = latest[blocks - 1];
  if (!newest || !oldest) return null;
  return oldest.getTime() >= newest.getTime() - PAUSE_MS ? newest.getTime() + PAUSE_MS : null;
}
