import type { LogLinesEvent } from '../../../lib/contracts';
import { HubClient, type HubState, hubUrl } from '../../../lib/hub';
import { hubToken } from '../../../lib/hub-token';

export const LOGS_HUB_PATH = '/hubs/logs';

export interface LogsHubOptions {
  onLines(event: LogLinesEvent): void;
  onState(state: HubState): void;
  onSignedOut(): void;
}

/**
 * /hubs/logs (SuperAdmins only): the server sends the last lines as soon as the socket opens, then
 * each new batch. Nothing is invoked; the client reconnects by itself after a drop.
 */
export function connectLogsHub(options: LogsHubOptions): HubClient {
  const client = new HubClient({
    url: (token) => hubUrl(window.location.origin, LOGS_HUB_PATH, token),
    getToken: hubToken,
    onSignedOut: options.onSignedOut,
  });
  client.on<LogLinesEvent>('log-lines', options.onLines);
  client.onState(options.onState);
  client.start();
  return client;
}
