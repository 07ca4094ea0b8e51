import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { HubServer } from '#src/platform/realtime/hub-server.ts';
import type { AnalysisCompleteEvent, AnalysisFailedEvent } from '../http/results.contracts.ts';
import { AnalysisCompleted, AnalysisFailed } from '../analysis.events.ts';

/** The analysis may finish on any process; each tells the learner's sockets it holds. */
export function relayAnalysisEvents(events: EventBus, hubs: HubServer): () => void {
  const off = [
    events.subscribe(AnalysisCompleted, ({ userId, ...event }) => {
      hubs.emitToUser(userId, 'analysis-complete', event satisfies AnalysisCompleteEvent);
    }),
    events.subscribe(AnalysisFailed, ({ userId, ...event }) => {
      hubs.emitToUser(userId, 'analysis-failed', event satisfies AnalysisFailedEvent);
    }),
  ];
  return () => off.forEach((o) => o());
}
