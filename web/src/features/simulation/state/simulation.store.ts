import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import type { AchievementView, AnalysisCompleteEvent, SessionStartedEvent, UsageView } from '../../../lib/contracts';
import { resultsPath } from '../../../app/routes';
import { HUB_DISCONNECTED, HUB_NOT_CONNECTED, type HubState, isHubError } from '../../../lib/hub-client';
import { signOutLocally } from '../../auth/state/auth.store';
import { forceLogout } from '../../auth/state/session.actions';
import { coachLimitReached, refreshUsage, usageState } from '../../usage/state/usage.store';
import { createSimulationHub, type SimulationHub } from '../api/simulation.hub';
import {
  applyDelta,
  applyMessage,
  canSendText,
  type ChatLine,
  historyLines,
  parseSpeakerProfiles,
  pendingLine,
  type Speaker,
  type SpeakerProfile,
} from './conversation';
import { ACHIEVEMENT_TOAST_MS, ANALYSIS_PATIENCE_MS, endFlowSchedule } from './end-flow';

/** active: talking. ending: EndSession sent. ended: ended here, results pending. completed: opened after it ended. */
export type EndPhase = 'active' | 'ending' | 'ended' | 'completed';

export interface SessionDetails {
  scenarioId: number;
  scenarioName: string;
  scenarioDescription: string;
  engine: 'offline' | 'llm';
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
  joinFailed: false,
  connection: 'idle' as HubState,
  details: null as SessionDetails | null,
  speakers: [] as SpeakerProfile[],
  lines: [] as ChatLine[],
  typing: null as Speaker | null,
  waiting: false,
  draft: '',
  sendError: null as null | { text: string },
  endPhase: 'active' as EndPhase,
  confirmingEnd: false,
  endError: false,
  coach: initialCoach(),
  /** After ending here: the analysis is awaited, then celebrated and opened (or it failed). */
  analysis: { status: 'waiting' as 'waiting' | 'done' | 'failed', message: '', slow: false },
  /** Achievement toasts on screen now. */
  toasts: [] as AchievementView[],
  /** Read out by a polite live region: the characters' finished lines and new tips. */
  announcement: null as null | { kind: 'line' | 'tip'; speaker: string; text: string },
});

export const simulationState = proxy(initialState());

let hub: SimulationHub | null = null;
let cleanups: (() => void)[] = [];
/** Words sent when the connection dropped: put back in the box if the server never got them. */
let unconfirmedText: string | null = null;

const now = () => Date.now();
const isCurrent = (data: { sessionId: number }) => data.sessionId === simulationState.sessionId;

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
  hub = current;
  cleanups = [
    current.client.onState((state) => {
      simulationState.connection = state;
      if (state !== 'connected') simulationState.typing = null;
    }),
    current.on('session-started', onSessionStarted),
    current.on('message', (data) => {
      if (!isCurrent(data)) return;
      applyMessage(simulationState.lines, data);
      if (data.sender === 'ai') simulationState.announcement = { kind: 'line', speaker: data.speakerInfo?.name ?? '', text: data.content };
    }),
    current.on('message-delta', (data) => {
      if (isCurrent(data)) applyDelta(simulationState.lines, data.speakerInfo, data.text, now());
    }),
    current.on('typing-indicator', (data) => {
      if (isCurrent(data)) simulationState.typing = data.isTyping ? (data.speakerInfo ?? { name: '', role: '' }) : null;
    }),
    current.on('coach-tip', (data) => {
      if (isCurrent(data)) addTip(data.tip);
    }),
    current.on('coach-enabled', (data) => {
      if (!isCurrent(data)) return;
      Object.assign(simulationState.coach, { enabled: true, locked: false, pending: false, error: null });
    }),
    current.on('session-ended', (data) => {
      if (isCurrent(data)) markEnded();
    }),
    current.on('analysis-complete', (data) => {
      if (isCurrent(data)) celebrateAndOpen(data);
    }),
    current.on('analysis-failed', (data) => {
      if (isCurrent(data)) simulationState.analysis = { status: 'failed', message: data.message, slow: false };
    }),
    current.on('forced-logout', () => forceLogout()),
  ];
  const online = () => current.client.retryNow();
  window.addEventListener('online', online);
  cleanups.push(() => window.removeEventListener('online', online));
  current.client.start();
}

/** Runs `fn` after `ms` unless the page is left first. */
function later(ms: number, fn: () => void): void {
  const timer = setTimeout(fn, ms);
  cleanups.push(() => clearTimeout(timer));
}

/** Each new achievement as a toast, then the results page (SPEC §4). */
function celebrateAndOpen({ sessionId, newAchievements }: AnalysisCompleteEvent): void {
  simulationState.analysis = { status: 'done', message: '', slow: false };
  const { toastAt, openResultsAt } = endFlowSchedule(newAchievements.length);
  newAchievements.forEach((achievement, i) => {
    later(toastAt[i]!, () => simulationState.toasts.push(achievement));
    later(toastAt[i]! + ACHIEVEMENT_TOAST_MS, () => dismissToast(achievement.id));
  });
  later(openResultsAt, () => navigate(resultsPath(sessionId)));
}

export function dismissToast(id: number): void {
  simulationState.toasts = simulationState.toasts.filter((t) => t.id !== id);
}

export function closeSession(): void {
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
  hub?.client.stop();
  hub = null;
  unconfirmedText = null;
  Object.assign(simulationState, initialState());
}

async function join(): Promise<void> {
  const current = hub;
  const id = simulationState.sessionId;
  if (!current || id === null) return;
  simulationState.joinFailed = false;
  try {
    await current.joinSession(id);
  } catch (error) {
    if (hub !== current || isHubError(error, HUB_DISCONNECTED) || isHubError(error, HUB_NOT_CONNECTED)) return; // rejoins on reconnect
    if (isHubError(error) && /NOT_FOUND|VALIDATION|FORBIDDEN/.test(error.code)) {
      simulationState.notFound = true;
      current.client.stop();
      return;
    }
    simulationState.joinFailed = true;
  }
}

/** The Retry button: join again on a live connection, otherwise reconnect now. */
export function retryConnection(): void {
  if (!hub) return;
  if (hub.client.state === 'connected') void join();
  else hub.client.retryNow();
}

/** The whole session, sent on every join: it replaces what is shown, it is never appended. */
function onSessionStarted(data: SessionStartedEvent): void {
  if (!isCurrent(data)) return;
  const state = simulationState;
  const first = !state.loaded;
  state.details = {
    scenarioId: data.scenarioId,
    scenarioName: data.scenarioName,
    scenarioDescription: data.scenarioDescription,
    engine: data.engine,
    locale: data.locale,
    userRole: data.personaInfo.userRole,
    personaAvatarUrl: data.personaInfo.avatarUrl,
  };
  state.speakers = parseSpeakerProfiles(data.groupSpeakerProfiles);
  state.lines = historyLines(data.messages, data.initialMessage, now());
  state.typing = null;
  state.joinFailed = false;

  if (unconfirmedText !== null) {
    const text = unconfirmedText;
    unconfirmedText = null;
    const saved = data.messages.some((m) => m.sender === 'user' && m.content === text);
    if (!saved && !state.draft.trim()) state.draft = text;
  }

  const coach = state.coach;
  coach.enabled = data.isCoachModeEnabled;
  if (coach.enabled) coach.locked = false;
  coach.tips = [...data.coachTips];
  if (first) coach.seen = coach.tips.length;
  coach.seen = Math.min(coach.seen, coach.tips.length);
  coach.index = Math.min(coach.index, Math.max(0, coach.tips.length - 1));

  if (data.status === 'Completed' && state.endPhase === 'active') state.endPhase = first ? 'completed' : 'ended';
  state.loaded = true;
  if (first && data.status === 'InProgress') void refreshUsage();
}

function markEnded(): void {
  const state = simulationState;
  if (state.endPhase !== 'ended' && state.endPhase !== 'completed') {
    state.endPhase = 'ended';
    void refreshUsage();
    // An AI analysis can take a while (or its event can be lost): offer the results page, which polls.
    later(ANALYSIS_PATIENCE_MS, () => {
      if (simulationState.analysis.status === 'waiting') simulationState.analysis.slow = true;
    });
  }
  Object.assign(state, { typing: null, waiting: false, confirmingEnd: false, endError: false, sendError: null });
}

export function setDraft(text: string): void {
  simulationState.draft = text;
}

export function canSend(): boolean {
  const s = simulationState;
  return s.loaded && s.connection === 'connected' && s.endPhase === 'active' && !s.waiting && canSendText(s.draft);
}

/** Sends the box's text: shown at once, the box locked until the characters have answered. */
export async function sendMessage(): Promise<void> {
  if (!canSend()) return;
  const state = simulationState;
  const text = state.draft.trim();
  state.draft = '';
  state.sendError = null;
  state.lines = state.lines.filter((l) => l.status !== 'failed');
  state.lines.push(pendingLine(text, now()));
  await deliver(text);
}

/** Sends the failed text again; the server does not save an unanswered message twice. */
export async function retrySend(): Promise<void> {
  const state = simulationState;
  const failed = state.sendError;
  if (!failed || state.waiting || state.connection !== 'connected' || state.endPhase !== 'active') return;
  state.sendError = null;
  for (const line of state.lines) if (line.status === 'failed' && line.content === failed.text) line.status = 'pending';
  await deliver(failed.text);
}

async function deliver(text: string): Promise<void> {
  const current = hub;
  if (!current) return;
  const state = simulationState;
  state.waiting = true;
  try {
    await current.sendMessage(text);
  } catch (error) {
    if (hub !== current) return;
    if (isHubError(error, 'PRACTICE.SESSION_ENDED')) {
      markEnded();
    } else if (isHubError(error, HUB_DISCONNECTED) || isHubError(error, HUB_NOT_CONNECTED)) {
      // The reply may still be saved on the server; the rejoin's history decides.
      unconfirmedText = text;
    } else {
      state.sendError = { text };
      for (const line of state.lines) if (line.status === 'pending' && line.content === text) line.status = 'failed';
    }
  } finally {
    if (hub === current) state.waiting = false;
  }
}

export function requestEnd(): void {
  if (simulationState.endPhase === 'active') simulationState.confirmingEnd = true;
}

export function cancelEnd(): void {
  simulationState.confirmingEnd = false;
}

export async function confirmEnd(): Promise<void> {
  const current = hub;
  const state = simulationState;
  if (!current || state.sessionId === null || state.endPhase !== 'active') return;
  Object.assign(state, { confirmingEnd: false, endError: false, endPhase: 'ending' });
  try {
    await current.endSession(state.sessionId);
    markEnded();
  } catch (error) {
    if (hub !== current) return;
    if (isHubError(error, 'PRACTICE.SESSION_ENDED')) return markEnded();
    Object.assign(state, { endPhase: 'active', endError: true });
  }
}

export function dismissEndError(): void {
  simulationState.endError = false;
}

/** The coach toggle. On: ask the server once (it counts against the monthly allowance). */
export async function setCoach(on: boolean): Promise<void> {
  const coach = simulationState.coach;
  coach.error = null;
  if (!on) {
    coach.visible = false;
    coach.open = false;
    return;
  }
  if (isCoachLocked(coach, usageState.usage) || coach.pending) return;
  if (coach.enabled) {
    coach.visible = true;
    return;
  }
  const current = hub;
  if (!current) return;
  coach.pending = true;
  try {
    await current.enableCoachMode();
    Object.assign(coach, { enabled: true, visible: true, locked: false });
    void refreshUsage();
  } catch (error) {
    if (hub !== current) return;
    const limit = isHubError(error, 'USAGE.COACH_LIMIT');
    Object.assign(coach, { visible: false, error: limit ? 'limit' : 'failed', locked: coach.locked || limit });
  } finally {
    if (hub === current) coach.pending = false;
  }
}

/**
 * The toggle shows 'premium feature' and cannot be turned on: the server refused for the monthly
 * limit, or the usage numbers say so (SPEC §4). A coach the server already runs is never locked.
 */
export function isCoachLocked(coach: { enabled: boolean; locked: boolean }, usage: UsageView | null): boolean {
  return !coach.enabled && (coach.locked || coachLimitReached(usage));
}

export function dismissCoachError(): void {
  simulationState.coach.error = null;
}

function addTip(tip: string): void {
  const state = simulationState;
  const coach = state.coach;
  coach.tips.push(tip);
  if (!coach.visible) return;
  if (coach.open || !coach.dismissed) {
    Object.assign(coach, { open: true, index: coach.tips.length - 1, seen: coach.tips.length });
  }
  state.announcement = { kind: 'tip', speaker: '', text: tip };
}

/** The lightbulb: shows the first unseen tip (or the latest) and counts them all as seen. */
export function openTips(): void {
  const coach = simulationState.coach;
  if (coach.tips.length === 0) return;
  const firstUnseen = coach.seen < coach.tips.length ? coach.seen : coach.tips.length - 1;
  Object.assign(coach, { open: true, index: firstUnseen, seen: coach.tips.length });
}

export function closeTip(): void {
  Object.assign(simulationState.coach, { open: false, dismissed: true });
}

export function showTip(index: number): void {
  const coach = simulationState.coach;
  coach.index = Math.max(0, Math.min(index, coach.tips.length - 1));
}
