import type { LogLevelName, LogLine } from '../http/operations.contracts.ts';

/** pino's numeric levels, by name. */
const LEVEL_NAMES: Record<number, LogLevelName> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** The level of a line whose number is not one of pino's own: the nearest standard one below it. */
function levelName(level: unknown): LogLevelName {
  if (typeof level === 'string' && Object.values(LEVEL_NAMES).includes(level as LogLevelName)) return level as LogLevelName;
  const n = typeof level === 'number' ? level : 30;
  const standard = Object.keys(LEVEL_NAMES).map(Number).filter((l) => l <= n);
  return LEVEL_NAMES[standard.length ? Math.max(...standard) : 10]!;
}

/**
 * One line of the log file as the Logs page reads it: pino's JSON (already redacted when it was
 * written) with the level, time, message and request id lifted out. Anything that is not a JSON
 * object (a stray write, a line cut by a crash) is kept as its text, at info.
 */
export function readLogLine(text: string, seq: number): LogLine {
  let raw: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    raw = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { msg: text };
  } catch {
    raw = { msg: text };
  }
  const time = typeof raw.time === 'number' || typeof raw.time === 'string' ? new Date(raw.time) : null;
  const line: LogLine = {
    seq,
    time: time && !Number.isNaN(time.getTime()) ? time.toISOString() : '',
    level: levelName(raw.level),
    msg: typeof raw.msg === 'string' ? raw.msg : '',
    raw,
  };
  if (typeof raw.reqId === 'string' && raw.reqId) line.reqId = raw.reqId;
  return line;
}

/** A watcher's view of the log: the last lines so far, then each batch of new ones until it stops. */
export interface LogWatch {
  backlog: LogLine[];
  stop(): void;
}

/** Port: the server's own log, live. */
export interface LogFeed {
  watch(onLines: (lines: LogLine[]) => void): Promise<LogWatch>;
}
