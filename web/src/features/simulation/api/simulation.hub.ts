import type {
  AnalysisCompleteEvent,
  AnalysisFailedEvent,
  CharacterLeftEvent,
  CoachEnabledEvent,
  CoachTipEvent,
  EngineChangedEvent,
  MessageDeltaEvent,
  MessageEvent,
  SessionEndedEvent,
  SessionStartedEvent,
  TypingEvent,
} from '../../../lib/contracts';
import { HubClient, hubUrl } from '../../../lib/hub';
import { hubToken } from '../../../lib/hub-token';

export const SIMULATION_HUB_PATH = '/hubs/simulation';

/** Events of the simulation hub (DESIGN §4), each carrying the session it belongs to. */
export interface SimulationEvents {
  'session-started': SessionStartedEvent;
  message: MessageEvent;
  'message-delta': MessageDeltaEvent;
  'typing-indicator': TypingEvent;
  'coach-tip': CoachTipEvent;
  'coach-enabled': CoachEnabledEvent;
  'session-ended': SessionEndedEvent;
  'character-left': CharacterLeftEvent;
  'engine-changed': EngineChangedEvent;
  'analysis-complete': AnalysisCompleteEvent;
  'analysis-failed': AnalysisFailedEvent;
  'forced-logout': { reason?: string };
}

/** Reply time: the characters may say several lines, streamed word by word from an LLM. */
const SEND_TIMEOUT_MS = 180_000;

export interface SimulationHubOptions {
  onConnected(): void;
  onSignedOut(reason: 'closed' | 'no-token'): void;
}

export function createSimulationHub(options: SimulationHubOptions) {
  const client = new HubClient({
    url: (token) => hubUrl(window.location.origin, SIMULATION_HUB_PATH, token),
    getToken: hubToken,
    invokeTimeoutMs: 30_000,
    onConnected: options.onConnected,
    onSignedOut: options.onSignedOut,
  });
  return {
    client,
    on<K extends keyof SimulationEvents>(name: K, handler: (data: SimulationEvents[K]) => void): () => void {
      return client.on<SimulationEvents[K]>(name, handler);
    },
    joinSession: (sessionId: number) => client.invoke('JoinSession', [sessionId], { timeoutMs: 20_000 }),
    sendMessage: (text: string) => client.invoke('SendMessage', [text], { timeoutMs: SEND_TIMEOUT_MS }),
    endSession: (sessionId: number) => client.invoke('EndSession', [sessionId]),
    enableCoachMode: () => client.invoke('EnableCoachMode', []),
  };
}

export type SimulationHub = ReturnType<typeof createSimulationHub>;
