import { proxy } from 'valtio';
import type { AchievementView } from '../../../lib/contracts';
import type { HubState } from '../../../lib/hub';
import type { SimulationHub } from '../api/simulation.hub';
import type { ChatLine, Speaker, SpeakerProfile } from './conversation';

/** active: talking. ending: EndSession sent. ended: ended here, results pending. completed: opened after it ended. */
export type EndPhase = 'active' | 'ending' | 'ended' | 'completed';

/**
 * A character's finished line, a coach tip, a walk-out, who is typing, or the achievements earned
 * (`text`: their names, `count` of them).
 */
export interface Announcement {
  id: number;
  kind: 'line' | 'tip' | 'left' | 'typing' | 'achievements';
  speaker: string;
  text: string;
  count?: number;
}

export interface SessionDetails {
  scenarioId: number;
  scenarioName: string;
  scenarioDescription: string;
  engine: 'offline' | 'llm';
  /** 'ai-budget': the built-in engine plays because today's AI allowance is spent. */
  engineReason: 'ai-budget' | null;
  locale: 'en' | 'ru';
  userRole: string;
  personaAvatarUrl: string | null;
}

const initialCoach = () => ({
  /** The server runs the coach for this session. */
  enabled: false,
  /** The learner wants to see its tips (the toggle); off hides them without a server call. */
  visible: true,
  /** EnableCoachMode answered that the monthly allowance is used up (see isCoachLocked). */
  locked: false,
  pending: false,
  error: null as null | 'failed' | 'limit',
  tips: [] as string[],
  /** How many of `tips` the learner has seen. */
  seen: 0,
  open: false,
  index: 0,
  /** The learner closed a tip: later tips wait behind the lightbulb instead of popping up. */
  dismissed: false,
});

const initialState = () => ({
  sessionId: null as number | null,
  /** The first session-started arrived. */
  loaded: false,
  notFound: false,
  /** The hub client's state, except that 'connected' waits until the session is joined on that connection. */
  connection: 'idle' as HubState,
  details: null as SessionDetails | null,
  speakers: [] as SpeakerProfile[],
  lines: [] as ChatLine[],
  /** A branch's first lines, copied from the earlier session: the learner's among them were not written in this one. */
  copiedLines: 0,
  typing: null as Speaker | null,
  waiting: false,
  draft: '',
  /** The words not sent, and why: failed, or refused while another tab's message was being answered. */
  sendError: null as null | { text: string; reason: 'failed' | 'replyInProgress' },
  /**
   * The last message was refused as an attempt on the characters' instructions (pausedSeconds null),
   * or because several were lately and sending is paused for so many seconds: never said, back in the box.
   */
  blocked: null as null | { pausedSeconds: number | null },
  /** The character who walked out: nothing more can be said, only the session ended (name '' when unknown). */
  characterLeft: null as Speaker | null,
  endPhase: 'active' as EndPhase,
  confirmingEnd: false,
  /** End was asked for before the learner said anything: nothing to analyse, so the session can only be kept or discarded. */
  confirmingDiscard: false,
  /** Ending failed, or was refused: the learner has not said anything yet (nothing to analyse). */
  endError: null as null | 'failed' | 'nothingSaid' | 'duringReply',
  /** End was confirmed while a reply was on its way: it goes through once the reply has come. */
  endAfterReply: false,
  coach: initialCoach(),
  /** After ending here: the analysis is awaited, then celebrated and opened (or it failed). */
  analysis: { status: 'waiting' as 'waiting' | 'done' | 'failed', slow: false },
  /** Achievement toasts on screen now. */
  toasts: [] as AchievementView[],
  /** The end flow is over: the page opens this session's results (the store does not navigate). */
  resultsToOpen: null as number | null,
  /** Read out in turn by a polite live region (see announcements.ts), oldest first. */
  announcements: [] as Announcement[],
});

export const simulationState = proxy(initialState());

/** The open session's connection and timers: not state to render, so kept out of the proxy. */
export const live = {
  hub: null as SimulationHub | null,
  cleanups: [] as (() => void)[],
  /** Words sent when the connection dropped: put back in the box if the server never got them. */
  unconfirmedText: null as string | null,
  /** "X is typing…" was queued (or passed over) for the reply to the learner's last message. */
  typingAnnounced: false,
};

export const now = () => Date.now();
export const isCurrent = (data: { sessionId: number }) => data.sessionId === simulationState.sessionId;

/** Runs `fn` after `ms` unless the page is left first. */
export function later(ms: number, fn: () => void): void {
  const timer = setTimeout(fn, ms);
  live.cleanups.push(() => clearTimeout(timer));
}

/** Unsubscribes, stops the timers and forgets the session (the caller stops its hub). */
export function resetSimulation(): void {
  live.cleanups.forEach((cleanup) => cleanup());
  Object.assign(live, { hub: null, cleanups: [], unconfirmedText: null, typingAnnounced: false });
  Object.assign(simulationState, initialState());
}
