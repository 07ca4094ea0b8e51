import type { ChatMessage } from '../../../lib/contracts';
import { HUB_DISCONNECTED, HUB_NOT_CONNECTED, isHubError } from '../../../lib/hub';
import { startTurn } from './announcements';
import { canSendText, pendingLine, sentText } from './conversation';
import { markEnded } from './end-session';
import { live, now, simulationState } from './simulation.store';
import { conversationOver } from './walk-out';

export function setDraft(text: string): void {
  simulationState.draft = text;
}

export function canSend(): boolean {
  const s = simulationState;
  return s.loaded && s.connection === 'connected' && s.endPhase === 'active' && !s.characterLeft && !s.waiting && canSendText(s.draft);
}

/** Sends the box's text: shown at once, the box locked until the characters have answered. */
export async function sendMessage(): Promise<void> {
  if (!canSend()) return;
  const state = simulationState;
  const text = sentText(state.draft);
  state.draft = '';
  state.sendError = null;
  state.blocked = null;
  // Said something now: "write a message before ending" no longer applies.
  if (state.endError === 'nothingSaid') state.endError = null;
  state.lines = state.lines.filter((l) => l.status !== 'failed');
  state.lines.push(pendingLine(text, now()));
  await deliver(text);
}

/** Sends the failed text again; the server does not save an unanswered message twice. */
export async function retrySend(): Promise<void> {
  const state = simulationState;
  const failed = state.sendError;
  if (!failed || state.waiting || state.connection !== 'connected' || state.endPhase !== 'active' || state.characterLeft) return;
  state.sendError = null;
  state.blocked = null;
  for (const line of state.lines) if (line.status === 'failed' && line.content === failed.text) line.status = 'pending';
  await deliver(failed.text);
}

async function deliver(text: string): Promise<void> {
  const current = live.hub;
  if (!current) return;
  const state = simulationState;
  state.waiting = true;
  startTurn();
  try {
    await current.sendMessage(text);
  } catch (error) {
    if (live.hub !== current) return;
    if (isHubError(error, 'PRACTICE.SESSION_ENDED')) {
      markEnded();
    } else if (isHubError(error, 'PRACTICE.CONVERSATION_OVER')) {
      conversationOver(text);
    } else if (isHubError(error, 'SECURITY.MESSAGE_BLOCKED')) {
      messageBlocked(text, null);
    } else if (isHubError(error, 'SECURITY.SENDING_PAUSED')) {
      messageBlocked(text, (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60);
    } else if (isHubError(error, HUB_DISCONNECTED) || isHubError(error, HUB_NOT_CONNECTED)) {
      // The reply may still be saved on the server; the rejoin's history decides.
      live.unconfirmedText = text;
    } else {
      // Another tab's message is being answered (the server takes one at a time): say so, so the
      // learner waits for that reply and then sends these words again.
      state.sendError = { text, reason: isHubError(error, 'PRACTICE.REPLY_IN_PROGRESS') ? 'replyInProgress' : 'failed' };
      for (const line of state.lines) if (line.status === 'pending' && line.content === text) line.status = 'failed';
    }
  } finally {
    if (live.hub === current) state.waiting = false;
  }
}

/**
 * The screening refused the message (an attempt on the characters' instructions, or any message
 * while sending is paused after several such): it was never said, so its line goes; the words go
 * back in the box to be rephrased, and the session goes on.
 */
function messageBlocked(text: string, pausedSeconds: number | null): void {
  const state = simulationState;
  state.lines = state.lines.filter((l) => !(l.sender === 'user' && l.status !== 'final' && l.content === text));
  if (!state.draft.trim()) state.draft = text;
  state.blocked = { pausedSeconds };
}

export function dismissBlocked(): void {
  simulationState.blocked = null;
}

/** After a rejoin: words lost with the connection go back in an empty box unless the history has them. */
export function restoreUnconfirmedText(history: readonly ChatMessage[]): void {
  const text = live.unconfirmedText;
  if (text === null) return;
  live.unconfirmedText = null;
  const saved = history.some((m) => m.sender === 'user' && m.content === text);
  if (!saved && !simulationState.draft.trim()) simulationState.draft = text;
}
