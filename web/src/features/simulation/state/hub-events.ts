import type { SessionStartedEvent } from '../../../lib/contracts';
import { forceLogout } from '../../auth';
import { refreshUsage } from '../../usage';
import type { SimulationHub } from '../api/simulation.hub';
import { announce, typingStarted } from './announcements';
import { addTip } from './coach';
import { applyDelta, applyMessage, dropUnfinished, historyLines, mergedHistory, parseSpeakerProfiles } from './conversation';
import { celebrateAndOpen, markEnded } from './end-session';
import { restoreUnconfirmedText } from './sending';
import { isCurrent, now, simulationState } from './simulation.store';
import { characterLeft } from './walk-out';
import { engineChanged } from './engine';

/** What each hub event does to the state; returns the unsubscribers. Events of other sessions are ignored. */
export function listenToHub(hub: SimulationHub): (() => void)[] {
  const state = simulationState;
  return [
    hub.client.onState((connection) => {
      // Connected shows once the session is joined again (join() in connection.ts): a message sent
      // on a socket that has not joined yet would be refused.
      if (connection === 'connected') return;
      state.connection = connection;
      state.typing = null;
    }),
    hub.on('session-started', onSessionStarted),
    hub.on('message', (data) => {
      if (!isCurrent(data)) return;
      applyMessage(state.lines, data);
      if (data.sender === 'ai') announce({ kind: 'line', speaker: data.speakerInfo?.name ?? '', text: data.content });
    }),
    hub.on('message-delta', (data) => {
      if (isCurrent(data)) applyDelta(state.lines, data.speakerInfo, data.text, now());
    }),
    hub.on('typing-indicator', (data) => {
      if (!isCurrent(data)) return;
      state.typing = data.isTyping ? (data.speakerInfo ?? { name: '', role: '' }) : null;
      if (data.isTyping) typingStarted();
      else dropUnfinished(state.lines);
    }),
    hub.on('character-left', (data) => {
      if (isCurrent(data)) characterLeft(data.speakerInfo);
    }),
    hub.on('engine-changed', (data) => {
      if (isCurrent(data)) engineChanged(data);
    }),
    hub.on('coach-tip', (data) => {
      if (isCurrent(data)) addTip(data.tip);
    }),
    hub.on('coach-enabled', (data) => {
      if (isCurrent(data)) Object.assign(state.coach, { enabled: true, locked: false, pending: false, error: null });
    }),
    hub.on('session-ended', (data) => {
      if (isCurrent(data)) markEnded();
    }),
    hub.on('analysis-complete', (data) => {
      if (isCurrent(data)) celebrateAndOpen(data);
    }),
    hub.on('analysis-failed', (data) => {
      if (isCurrent(data)) state.analysis = { status: 'failed', slow: false };
    }),
    hub.on('forced-logout', () => forceLogout()),
  ];
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
    engineReason: data.engineReason,
    locale: data.locale,
    userRole: data.personaInfo.userRole,
    personaAvatarUrl: data.personaInfo.avatarUrl,
  };
  state.speakers = parseSpeakerProfiles(data.groupSpeakerProfiles);
  state.lines = mergedHistory(historyLines(data.messages, data.initialMessage, now()), state.lines);
  state.copiedLines = data.copiedMessages;
  state.typing = null;
  restoreUnconfirmedText(data.messages);
  if (data.characterLeft) characterLeft(data.characterLeft);

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
