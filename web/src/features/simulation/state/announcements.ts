import type { TFunction } from 'i18next';
import type { Speaker } from './conversation';
import { type Announcement, later, live, simulationState } from './simulation.store';

/** Nodes kept in the region: room for a burst (a reply, a tip, who typed), few for a reader who browses to them. */
export const ANNOUNCEMENTS_KEPT = 5;
/**
 * "X is typing…" is said only when the reply takes this long: a quick one (the built-in engine's
 * take about a second) is read out by itself, without the words before it.
 */
export const TYPING_ANNOUNCE_DELAY_MS = 2000;

let lastId = 0;

/**
 * Queues a line for the polite live region. Each one is a new node after the others, so a screen
 * reader reads them in turn: text replaced in a single node cut the one before it off (a coach tip
 * arriving 19 ms after the reply it followed was all that was heard).
 */
export function announce(entry: Omit<Announcement, 'id'>): void {
  const list = simulationState.announcements;
  list.push({ ...entry, id: ++lastId });
  list.splice(0, Math.max(0, list.length - ANNOUNCEMENTS_KEPT));
}

/** The learner spoke: what was read before is done with, and the next reply may say who is typing again. */
export function startTurn(): void {
  simulationState.announcements = [];
  live.typingAnnounced = false;
}

/**
 * A character started typing. Said at most once a turn, and only when the reply is slow to come:
 * the indicator itself flickers with every bubble and would be read out four or five times.
 */
export function typingStarted(): void {
  if (live.typingAnnounced) return;
  live.typingAnnounced = true;
  later(TYPING_ANNOUNCE_DELAY_MS, () => {
    const typing: Speaker | null = simulationState.typing;
    if (typing?.name) announce({ kind: 'typing', speaker: typing.name, text: '' });
  });
}

/** The words an announcement is read out with. */
export function announcementText(a: Announcement, t: TFunction): string {
  switch (a.kind) {
    case 'tip':
      return t('coach.announce', { tip: a.text });
    case 'left':
      return `${a.speaker ? t('left.title', { name: a.speaker }) : t('left.titleSomeone')} ${t('left.body')}`;
    case 'typing':
      return t('messages.typing', { name: a.speaker });
    case 'achievements':
      return t('ended.achievementsAnnounce', { count: a.count ?? 1, names: a.text });
    case 'line':
      return a.speaker ? t('messages.said', { name: a.speaker, text: a.text }) : a.text;
  }
}
