import type { LogLine, LogLinesEvent } from '../../../lib/contracts';

/** The most lines the page keeps: older ones go as new ones come. */
export const LINES_KEPT = 2_000;

export interface LineBuffer {
  /** On screen, oldest first. */
  lines: readonly LogLine[];
  /** Came while paused, shown on resume. */
  held: readonly LogLine[];
  /** How many came while paused (more than are held once past the cap). */
  heldCount: number;
  paused: boolean;
}

export const EMPTY_BUFFER: LineBuffer = { lines: [], held: [], heldCount: 0, paused: false };

const keep = (lines: readonly LogLine[]) => (lines.length > LINES_KEPT ? lines.slice(-LINES_KEPT) : lines);

/**
 * A batch from the hub. A backlog comes with every (re)connection and is the file's last lines, so
 * it replaces the list (and what was held). New lines join the list, or are held while paused.
 */
export function receive(buffer: LineBuffer, { lines, backlog }: LogLinesEvent): LineBuffer {
  if (backlog) return { ...buffer, lines: keep(lines), held: [], heldCount: 0 };
  if (buffer.paused) return { ...buffer, held: keep([...buffer.held, ...lines]), heldCount: buffer.heldCount + lines.length };
  return { ...buffer, lines: keep([...buffer.lines, ...lines]) };
}

export function pause(buffer: LineBuffer): LineBuffer {
  return { ...buffer, paused: true };
}

/** The held lines join the list, in order. */
export function resume(buffer: LineBuffer): LineBuffer {
  return { lines: keep([...buffer.lines, ...buffer.held]), held: [], heldCount: 0, paused: false };
}
