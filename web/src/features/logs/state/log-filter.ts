import type { LogLevelName, LogLine } from '../../../lib/contracts';

/** pino's levels, quietest first (the server's contract lists the same). */
export const LEVELS: readonly LogLevelName[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
const rank = (level: LogLevelName) => LEVELS.indexOf(level);

export interface LogFilter {
  /** Lines at this level and above; '' for every level. */
  minLevel: LogLevelName | '';
  /** Words looked for in the message and every field of the line, case-insensitively. */
  search: string;
  /** One request's lines only. */
  requestId: string | null;
}

export const NO_FILTER: LogFilter = { minLevel: '', search: '', requestId: null };

/** The line as one lower-case text, made once per line (searching 2,000 lines per keystroke stays cheap). */
const searchable = new WeakMap<LogLine, string>();
function textOf(line: LogLine): string {
  let text = searchable.get(line);
  if (text === undefined) {
    text = `${line.msg}\n${JSON.stringify(line.raw)}`.toLowerCase();
    searchable.set(line, text);
  }
  return text;
}

export function matches(line: LogLine, filter: LogFilter): boolean {
  if (filter.minLevel && rank(line.level) < rank(filter.minLevel)) return false;
  if (filter.requestId && line.reqId !== filter.requestId) return false;
  const words = filter.search.trim().toLowerCase();
  return !words || textOf(line).includes(words);
}

/** What every line has, shown in columns of their own or not at all. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);
const FIELDS_SHOWN = 300;
const fieldsText = new WeakMap<LogLine, string>();

/** The line's other fields on one line, as pino-pretty writes them: `method=GET url=/api/… status=200`. */
export function fieldsOf(line: LogLine): string {
  let text = fieldsText.get(line);
  if (text === undefined) {
    text = Object.entries(line.raw)
      .filter(([key]) => !SHOWN_APART.has(key))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
    if (text.length > FIELDS_SHOWN) text = `${text.slice(0, FIELDS_SHOWN)}…`;
    fieldsText.set(line, text);
  }
  return text;
}
