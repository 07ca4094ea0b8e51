import type { GapKind } from '#src/shared/describe-findings.ts';
import type { Skill } from '#src/shared/findings.ts';
import { messageClarity } from './message-clarity.ts';
import { acknowledges, type MessageFeatures } from './message-features.ts';
import { sentencesOf } from './sentences.ts';
import { LISTENING_PARTS, listeningParts, type SessionStats } from './skill-scores.ts';

/** One learner message as the improvements read it: where it is, what it does, and what the other side had just said. */
export interface ReadMessage {
  index: number;
  features: MessageFeatures;
  heard: string;
}

export interface Gap {
  m: ReadMessage;
  kind: GapKind;
  quote: string;
  words?: number;
}

/** A short stretch of the learner's words to quote: the whole message if short, else its opening. */
export function excerpt(text: string): string {
  if (text.length <= 80) return text;
  const cut = text.slice(0, 80);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 40 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const answering = (m: ReadMessage) => m.heard.trim().length > 0;
const gap = (m: ReadMessage | undefined, kind: GapKind): Gap | null => (m ? { m, kind, quote: excerpt(m.features.text) } : null);
const RUN_ON = 30;

/** The first reply that took up what they said without a word for how they felt: where an acknowledgement was owed first. */
function empathy(messages: ReadMessage[]): Gap | null {
  return gap(messages.find((m) => !acknowledges(m.features)), 'unacknowledged');
}

/**
 * Whichever half of the listening score lost more: asking (no open question in a reply) or
 * reflecting (the reply to their longest turn, the most there was to say back).
 */
function activeListening(messages: ReadMessage[], stats: SessionStats, all: ReadMessage[]): Gap | null {
  const parts = listeningParts(all.map((m) => m.features), stats);
  const unasked = () => gap(messages.find((m) => m.features.openQuestions === 0 && m.features.questions === 0), 'noQuestion');
  const unreflected = () => {
    const candidates = messages.filter((m) => m.features.reflection < 0.6);
    const longest = candidates.reduce<ReadMessage | undefined>((best, m) => (!best || words(m.heard) > words(best.heard) ? m : best), undefined);
    return gap(longest, 'unreflected');
  };
  const askingLostMore = LISTENING_PARTS.asking - parts.asking >= LISTENING_PARTS.reflecting - parts.reflecting;
  return askingLostMore ? (unasked() ?? unreflected()) : (unreflected() ?? unasked());
}

/** The least clear reply with a reason the clarity score names: an unanswered question, a run-on sentence, or nothing concrete. */
function clarity(messages: ReadMessage[]): Gap | null {
  for (const m of [...messages].sort((a, b) => messageClarity(a.features) - messageClarity(b.features))) {
    const f = m.features;
    if (f.answered === false) return gap(m, 'unanswered');
    if (f.longestSentence > RUN_ON) {
      const longest = sentencesOf(f.text).reduce((a, b) => (words(b.text) > words(a.text) ? b : a));
      return { m, kind: 'runOn', quote: excerpt(longest.text.trim()), words: f.longestSentence };
    }
    if (f.words >= 5 && !f.questions && !f.timed && !f.specifics && !acknowledges(f)) return gap(m, 'noDetail');
  }
  return null;
}

/**
 * A proposal that named no time, else the last statement that moved nothing forward. A question is
 * never one: asking what would help is how a solution starts, and the answer comes before the proposal.
 */
function problemSolving(messages: ReadMessage[]): Gap | null {
  const untimed = messages.find((m) => m.features.proposals > 0 && !m.features.timed);
  if (untimed) return gap(untimed, 'untimed');
  return gap(messages.findLast((m) => !m.features.proposals && !m.features.nextStep && !m.features.openOffer && !m.features.questions), 'noWayForward');
}

/**
 * What a message lacked for a weak skill, among `messages` (replies to the other side only: a
 * learner who speaks first has nothing to acknowledge or answer yet). Composure has none: it only
 * drops for what a message did (shouting, insults, curt replies), which the message issues name.
 */
export function skillGap(skill: Skill, messages: ReadMessage[], stats: SessionStats, all: ReadMessage[]): Gap | null {
  const replies = messages.filter(answering);
  switch (skill) {
    case 'empathy': return empathy(replies);
    case 'activeListening': return activeListening(replies, stats, all);
    case 'clarity': return clarity(replies);
    case 'problemSolving': return problemSolving(replies);
    case 'composure': return null;
  }
}
