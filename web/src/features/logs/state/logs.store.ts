import { proxy, ref } from 'valtio';
import type { LogLevelName, LogLinesEvent } from '../../../lib/contracts';
import type { HubClient, HubState } from '../../../lib/hub';
import { connectLogsHub } from '../api/logs.hub';
import * as buffer from './line-buffer';
import { type LogFilter, NO_FILTER } from './log-filter';

export { LINES_KEPT } from './line-buffer';
export type Connection = 'connecting' | 'live' | 'reconnecting' | 'disconnected';

export const logsState = proxy({
  connection: 'connecting' as Connection,
  /** The lines and the pause (line-buffer.ts), kept out of valtio's deep proxying: each batch replaces it whole. */
  buffer: ref(buffer.EMPTY_BUFFER),
  /** The first lines (the backlog) have come. */
  loaded: false,
  filter: { ...NO_FILTER } as LogFilter,
  /** Lines whose every field is shown. */
  expanded: ref(new Set<number>()),
});

const CONNECTION: Record<HubState, Connection> = {
  idle: 'connecting', connecting: 'connecting', connected: 'live', reconnecting: 'reconnecting', failed: 'disconnected', closed: 'disconnected',
};

function update(next: buffer.LineBuffer): void {
  logsState.buffer = ref(next);
}

function receive(event: LogLinesEvent): void {
  update(buffer.receive(logsState.buffer, event));
  if (event.backlog) Object.assign(logsState, { loaded: true, expanded: ref(new Set()) });
}

let client: HubClient | null = null;

export function openLogs(): void {
  leaveLogs();
  Object.assign(logsState, { connection: 'connecting', buffer: ref(buffer.EMPTY_BUFFER), loaded: false, filter: { ...NO_FILTER }, expanded: ref(new Set()) });
  client = connectLogsHub({
    onLines: receive,
    onState: (state) => (logsState.connection = CONNECTION[state]),
    onSignedOut: () => (logsState.connection = 'disconnected'),
  });
}

export function leaveLogs(): void {
  client?.stop();
  client = null;
}

/** After the client gave up: try again now. */
export function reconnect(): void {
  client?.retryNow();
}

export const pause = () => update(buffer.pause(logsState.buffer));
export const resume = () => update(buffer.resume(logsState.buffer));

export function setMinLevel(level: LogLevelName | ''): void {
  logsState.filter.minLevel = level;
}

export function setSearch(search: string): void {
  logsState.filter.search = search;
}

export function showRequest(requestId: string | null): void {
  logsState.filter.requestId = requestId;
}

export function toggleExpanded(seq: number): void {
  const next = new Set(logsState.expanded);
  if (!next.delete(seq)) next.add(seq);
  logsState.expanded = ref(next);
}
