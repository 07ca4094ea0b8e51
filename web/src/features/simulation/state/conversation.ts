import { checkLearnerMessage } from '../../../lib/shared';
import type { ChatMessage, MessageEvent } from '../../../lib/contracts';

export interface Speaker {
  name: string;
  role: string;
}

/** One character of the scenario with the colours the server picked for it (SPEC §3). */
export interface SpeakerProfile extends Speaker {
  color: string;
  borderColor: string;
  gradientStart: string;
  gradientEnd: string;
  avatarUrl: string | null;
}

/**
 * A line of the chat as shown. `streaming`: text is still arriving; `pending`: the learner's words
 * are on their way; `failed`: they did not reach the server.
 */
export interface ChatLine {
  key: string;
  id: number | null;
  sender: 'user' | 'ai';
  content: string;
  speaker: Speaker | null;
  timestamp: string;
  status: 'final' | 'streaming' | 'pending' | 'failed';
}

export interface OpeningLine {
  name: string;
  role: string;
  message: string;
}

/** SPEC §2: lines without a time are placed 30 s apart, ending now. */
export const ESTIMATED_STEP_MS = 30_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The JSON list of speaker profiles; unparseable JSON is logged and ignored (SPEC §8). */
export function parseSpeakerProfiles(json: string): SpeakerProfile[] {
  if (!json.trim()) return [];
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) throw new Error('not a list');
    return list.filter(isRecord).filter((p) => text(p.name)).map((p) => {
      const color = text(p.color) || '#66748a';
      return {
        name: text(p.name),
        role: text(p.role),
        color,
        borderColor: text(p.borderColor) || color,
        gradientStart: text(p.gradientStart) || color,
        gradientEnd: text(p.gradientEnd) || text(p.gradientStart) || color,
        avatarUrl: text(p.avatarUrl) || null,
      };
    });
  } catch (error) {
    console.warn('Ignoring group speaker profiles that are not a JSON list', error);
    return [];
  }
}

/**
 * The characters' opening lines in any of the forms SPEC §3 allows: a JSON list of
 * {name, role, message}; a JSON object {greeting, initial_dialogue: [{speaker, line}]}; or plain
 * text with one 'Name (Role): text' per line.
 */
export function parseInitialMessage(raw: string): OpeningLine[] {
  const trimmed = raw.trim();
  if (!trimmed) return [];
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      const json: unknown = JSON.parse(trimmed);
      if (Array.isArray(json)) {
        return json.filter(isRecord).map((l) => ({ name: text(l.name), role: text(l.role), message: text(l.message) })).filter((l) => l.message);
      }
      if (isRecord(json)) {
        const dialogue = Array.isArray(json.initial_dialogue) ? json.initial_dialogue.filter(isRecord) : [];
        const lines = dialogue.map((l) => ({ name: text(l.speaker), role: '', message: text(l.line) })).filter((l) => l.message);
        const greeting = text(json.greeting);
        return greeting ? [{ name: '', role: '', message: greeting }, ...lines] : lines;
      }
    } catch {
      /* not JSON after all: read it as text */
    }
  }
  return trimmed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^([^():]{1,60}?)\s*\(([^)]{1,60})\)\s*:\s*(.+)$/.exec(line);
      return match ? { name: match[1]!.trim(), role: match[2]!.trim(), message: match[3]!.trim() } : { name: '', role: '', message: line };
    });
}

/** Times for `count` lines that have none: 30 s apart, the last one now. */
export function estimatedTimestamps(count: number, now: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(now - (count - 1 - i) * ESTIMATED_STEP_MS).toISOString());
}

export function lineOf(message: ChatMessage): ChatLine {
  return {
    key: `m-${message.id}`,
    id: message.id,
    sender: message.sender,
    content: message.content,
    speaker: message.speakerInfo,
    timestamp: message.timestamp,
    status: 'final',
  };
}

/** The whole conversation from a session-started event; the opening lines stand in for an empty history. */
export function historyLines(messages: readonly ChatMessage[], initialMessage: string, now: number): ChatLine[] {
  const times = messages.map((m) => (Number.isNaN(Date.parse(m.timestamp)) ? null : m.timestamp));
  if (messages.length > 0) {
    const missing = estimatedTimestamps(messages.length, now);
    return messages.map((m, i) => ({ ...lineOf(m), timestamp: times[i] ?? missing[i]! }));
  }
  const opening = parseInitialMessage(initialMessage);
  const stamps = estimatedTimestamps(opening.length, now);
  return opening.map((line, i) => ({
    key: `opening-${i}`,
    id: null,
    sender: 'ai',
    content: line.message,
    speaker: line.name ? { name: line.name, role: line.role } : null,
    timestamp: stamps[i]!,
    status: 'final',
  }));
}

/**
 * The history a (re)join sent, and after it the lines the server confirmed while it was being read:
 * the socket listens before the history is read, so a line can come as an event before it.
 */
export function mergedHistory(history: ChatLine[], current: readonly ChatLine[]): ChatLine[] {
  const last = Math.max(0, ...history.map((l) => l.id ?? 0));
  return [...history, ...current.filter((l) => l.status === 'final' && l.id !== null && l.id > last)];
}

let localKeys = 0;
const nextKey = (prefix: string) => `${prefix}-${++localKeys}`;

/** Appends streamed text to the speaker's bubble, starting one if needed (mutates `lines`). */
export function applyDelta(lines: ChatLine[], speaker: Speaker, delta: string, now: number): void {
  const streaming = lines.find((l) => l.status === 'streaming' && l.speaker?.name === speaker.name);
  if (streaming) {
    streaming.content += delta;
    return;
  }
  lines.push({
    key: nextKey('stream'),
    id: null,
    sender: 'ai',
    content: delta,
    speaker: { name: speaker.name, role: speaker.role },
    timestamp: new Date(now).toISOString(),
    status: 'streaming',
  });
}

/**
 * A final message from the server (mutates `lines`): it replaces the speaker's streaming bubble,
 * or the learner's own pending line with the same words, or is added; a known id is not repeated.
 */
export function applyMessage(lines: ChatLine[], message: ChatMessage | MessageEvent): void {
  const final = lineOf(message);
  const same = lines.findIndex((l) => l.id === message.id);
  if (same >= 0) {
    lines[same] = final;
    return;
  }
  const stand = message.sender === 'ai'
    ? lines.findIndex((l) => l.status === 'streaming' && l.speaker?.name === message.speakerInfo?.name)
    : lines.findIndex((l) => l.sender === 'user' && (l.status === 'pending' || l.status === 'failed') && l.content === message.content);
  if (stand >= 0) lines[stand] = final;
  else lines.push(final);
}

/**
 * The characters have finished (typing stopped): a bubble still streaming will never get its final
 * message (the server sends every final message before it stops typing; an LLM reply asked for
 * again leaves its first attempt behind), so it goes (mutates `lines`).
 */
export function dropUnfinished(lines: ChatLine[]): void {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.status === 'streaming') lines.splice(i, 1);
}

/**
 * Who the list says is typing: the speaker the server names, or someone (name '') between the
 * learner's confirmed message and the first word of the reply. Nobody while the connection is down
 * or the learner's words have not reached the server yet ("Sending…"): no one can be answering
 * them; nor the speaker whose bubble is already filling.
 */
export function whoIsTyping(s: { typing: Speaker | null; waiting: boolean; connected: boolean; lines: readonly ChatLine[] }): Speaker | null {
  if (!s.connected) return null;
  const last = s.lines[s.lines.length - 1];
  const typing = s.typing ?? (s.waiting && last?.sender === 'user' && last.status === 'final' ? { name: '', role: '' } : null);
  const streaming = typing !== null && s.lines.some((l) => l.status === 'streaming' && l.speaker?.name === typing.name);
  return streaming ? null : typing;
}

/** The learner's words shown at once, before the server confirms them. */
export function pendingLine(content: string, now: number): ChatLine {
  return { key: nextKey('local'), id: null, sender: 'user', content, speaker: null, timestamp: new Date(now).toISOString(), status: 'pending' };
}

/** Up to two initials ('Maria Lopez' → 'ML'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => Array.from(w)[0]!.toUpperCase()).join('') || '?';
}

/** The server's own rule (SPEC §9), so the button is never enabled for words it would refuse. */
export function canSendText(draft: string): boolean {
  return checkLearnerMessage(draft).ok;
}

/**
 * The words as the server keeps them (invisible characters gone, NFC): the pending line shows them
 * so, and the server's confirmation then replaces it instead of standing beside it.
 */
export function sentText(draft: string): string {
  const check = checkLearnerMessage(draft);
  return check.ok ? check.text : draft.trim();
}
