import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { HubServer } from '#src/platform/realtime/hub-server.ts';
import { ANALYSIS_COMPLETED_EVENT, ANALYSIS_FAILED_EVENT } from '../analysis.tokens.ts';

/** The analysis may finish on any process; each tells the learner's sockets it holds. */
export function relayAnalysisEvents(events: EventBus, hubs: HubServer): () => void {
  const off = [
    events.subscribe(ANALYSIS_COMPLETED_EVENT, ({ userId, sessionId, newAchievements }) =>
      void hubs.emitToUser(Number(userId), 'analysis-complete', { sessionId, newAchievements })),
    events.subscribe(ANALYSIS_FAILED_EVENT, ({ userId, sessionId, message }) =>
      void hubs.emitToUser(Number(userId), 'analysis-failed', { sessionId, message })),
  ];
  return () => off.forEach((o) => o());
}
