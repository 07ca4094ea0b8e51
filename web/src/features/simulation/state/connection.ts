import { HUB_DISCONNECTED, HUB_NOT_CONNECTED, isHubError } from '../../../lib/hub';
import { forceLogout, signOutLocally } from '../../auth';
import { serviceAnswered } from '../../system';
import { createSimulationHub } from '../api/simulation.hub';
import { listenToHub } from './hub-events';
import { live, resetSimulation, simulationState } from './simulation.store';

/** Connects to the hub and joins session `rawId`; the page calls closeSession() when it leaves. */
export function openSession(rawId: string): void {
  closeSession();
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (id <= 0) {
    simulationState.notFound = true;
    return;
  }
  simulationState.sessionId = id;
  const current = createSimulationHub({
    onConnected: () => void join(),
    onSignedOut: (reason) => (reason === 'closed' ? forceLogout() : signOutLocally()),
  });
  live.hub = current;
  live.cleanups = listenToHub(current);
  const online = () => current.client.retryNow();
  window.addEventListener('online', online);
  live.cleanups.push(() => window.removeEventListener('online', online));
  current.client.start();
}

export function closeSession(): void {
  const current = live.hub;
  resetSimulation(); // unsubscribes first, so stopping leaves the fresh state alone
  current?.client.stop();
}

async function join(): Promise<void> {
  const current = live.hub;
  const id = simulationState.sessionId;
  if (!current || id === null) return;
  try {
    await current.joinSession(id);
    // The server is back (the socket can reconnect without any request): the outage banner may go.
    serviceAnswered();
    if (live.hub === current && current.client.state === 'connected') simulationState.connection = 'connected';
  } catch (error) {
    if (live.hub !== current || isHubError(error, HUB_DISCONNECTED) || isHubError(error, HUB_NOT_CONNECTED)) return; // rejoins on reconnect
    if (isHubError(error) && /NOT_FOUND|VALIDATION|FORBIDDEN/.test(error.code)) {
      simulationState.notFound = true;
      current.client.stop();
      return;
    }
    simulationState.connection = 'failed'; // Retry joins again (retryConnection)
  }
}

/** The Retry button: join again on a live connection, otherwise reconnect now. */
export function retryConnection(): void {
  const current = live.hub;
  if (!current) return;
  if (current.client.state === 'connected') void join();
  else current.client.retryNow();
}
