// The WebSocket hub client (invoke/result/event frames, reconnects): what the app, tests and benches use.
export { backoffDelay, type BackoffOptions, DEFAULT_BACKOFF } from './backoff';
export { invokeFrame, parseServerFrame } from './frames';
export { HubClient, type HubClientOptions, type HubState } from './hub-client';
export { HUB_DISCONNECTED, HUB_NOT_CONNECTED, HUB_TIMEOUT, HubError, isHubError } from './hub-error';
export { hubUrl, type SocketLike } from './socket';
