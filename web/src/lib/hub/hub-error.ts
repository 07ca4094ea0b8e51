export class HubError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message || code);
    this.name = 'HubError';
  }
}

/** Codes of the client's own failures (the server's come in its error frames). */
export const HUB_NOT_CONNECTED = 'HUB.NOT_CONNECTED';
export const HUB_DISCONNECTED = 'HUB.DISCONNECTED';
export const HUB_TIMEOUT = 'HUB.TIMEOUT';

export function isHubError(error: unknown, code?: string): error is HubError {
  return error instanceof HubError && (code === undefined || error.code === code);
}
