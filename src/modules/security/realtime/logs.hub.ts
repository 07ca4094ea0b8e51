import type { Logger } from '#src/platform/logger.ts';
import type { HubConnection, HubServer } from '#src/platform/realtime/hub-server.ts';
import type { LogWatch } from '../domain/log-lines.ts';
import type { LogLine, LogLinesEvent } from '../http/operations.contracts.ts';
import type { WatchServerLogs } from '../application/watch-server-logs.ts';

export const LOGS_HUB = 'logs';
export const LOG_LINES_EVENT = 'log-lines';
const roomOf = (conn: HubConnection) => `logs:${conn.id}`;

/**
 * /hubs/logs, SuperAdmins only (anyone else is refused at the upgrade): each connection gets the
 * last lines (`backlog: true`) as soon as it opens, then every new batch, until it closes.
 * No methods: there is nothing to ask, only to watch. Returns how to stop every watch.
 */
export function defineLogsHub(hubs: HubServer, watchLogs: WatchServerLogs, logger: Logger): () => void {
  const watches = new Map<string, LogWatch>();
  const open = new Set<string>();
  const send = (conn: HubConnection, lines: LogLine[], backlog: boolean) =>
    hubs.emit(roomOf(conn), LOG_LINES_EVENT, { lines, backlog } satisfies LogLinesEvent);

  hubs.define({
    name: LOGS_HUB,
    roles: ['SuperAdmin'],
    methods: {},
    onConnect(conn) {
      open.add(conn.id);
      hubs.join(conn, roomOf(conn));
      watchLogs.execute((lines) => send(conn, lines, false)).then(
        (watch) => {
          // Closed while the backlog was being read: nobody to send it to.
          if (!open.has(conn.id)) return watch.stop();
          watches.set(conn.id, watch);
          send(conn, watch.backlog, true);
        },
        (err: unknown) => logger.error({ err }, 'the logs hub could not read the log'),
      );
    },
    onDisconnect(conn) {
      open.delete(conn.id);
      watches.get(conn.id)?.stop();
      watches.delete(conn.id);
    },
  });
  return () => {
    for (const watch of watches.values()) watch.stop();
    watches.clear();
    open.clear();
  };
}
