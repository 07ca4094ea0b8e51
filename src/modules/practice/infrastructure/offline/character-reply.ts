import type { ConversationSetup, SpokenLine, TranscriptLine } from '../../domain/conversation.ts';
import { characterScripts, concernOf, openConcerns, playOf, type ConcernState, type DialogueState } from '../../domain/dialogue.ts';
import { addressOf, eachLine, inAddress, linesInAddress } from '../../domain/address.ts';
import { spokenBy } from '../../domain/gender.ts';
import type { Commitment } from '../../domain/commitments.ts';
import { mentions, normalise } from '../../domain/words.ts';
import { isOpener } from '../../domain/learner-moves.ts';
import { OPEN_QUESTION, PROPOSAL, hasMarker } from '#src/shared/lexicon/index.ts';
import { GENERIC_LINES, type GenericLines } from './generic-lines.ts';
import { LineBook } from './line-book.ts';
import { speakerFor } from './speaker-choice.ts';

/**
 * What the characters say to the learner's latest message, given the dialogue state after it:
 * an answer to a question first, else a reaction to the move; the learner's deadline or amount
 * echoed in their own words; then the next open concern (in a group, from whoever has one and has
 * waited longest). Closes once, walks out once, and never repeats a line.
 */
export function characterReply(setup: ConversationSetup, state: DialogueState, transcript: TranscriptLine[], message: string): { lines: SpokenLine[]; state: DialogueState } {
  const last = state.last!;
  const characters = characterScripts(setup);
  const address = addressOf(setup);
  const generic = linesInAddress(GENERIC_LINES[setup.locale], address);
  const play = playOf(setup);
  const main = speakerFor(setup, state, message);
  const say = spokenBy(setup, main);
  const persona = eachLine(play[setup.locale], (line) => say(inAddress(line, address)));
  const book = new LineBook(transcript);
  const character = characters[main]!;
  const shape = (line: string | null) => (line && play.phrasing === 'terse' ? firstSentence(line) : line);
  const take = (candidates: readonly string[], offset = state.turn) => book.takeFrom(candidates.map((c) => shape(c)!), offset);
  // A close or a walk-out is said whole, whoever the persona.
  const takeWhole = (candidates: readonly string[], offset = state.turn) => book.takeFrom(candidates, offset);
  const parts: (string | null)[] = [];
  let raised: ConcernState[] = [];

  if (last.beat === 'walkOut') {
    parts.push(takeWhole(character.closing.negative) ?? takeWhole(generic.escalate));
  } else if (last.beat === 'afterClose') {
    parts.push(take(character.closing.after, 0) ?? take(generic.after, 0));
  } else if (last.beat === 'parted') {
    parts.push(takeWhole(generic.parted));
  } else {
    // One stance per reply: a jab only after a move that earned none of the persona's goodwill.
    const wellMet = last.persona === 'calmed' || last.move === 'acknowledged' || last.move === 'proposed';
    if (play.phrasing === 'blunt' && state.mood < 0 && !wellMet) parts.push(take(persona.asides));
    if (last.beat === 'holdOn') parts.push(takeWhole(generic.holdOn));
    if (last.persona) parts.push(take(last.persona === 'calmed' ? persona.calmed : persona.irritated));
    if (last.question) parts.push(answer(setup, main, message, take, generic));
    else if (last.repeated) parts.push(takeWhole(generic.repeated));
    else {
      if (last.quote && state.badMoves % 2 === 1) parts.push(take(generic.quote.map((q) => q.replace('{quote}', last.quote!))));
      // A character already won over does not answer a plain statement with the scripted impatience.
      const wonOver = last.move === 'neutral' && state.mood >= 3;
      parts.push(wonOver ? take(generic.acknowledge) : take(character.reactions[last.move === 'asked' ? 'neutral' : last.move]));
    }
    // An offer, on its own or after an apology ("Sorry — we'll refund it by Friday"): empathy outranks it as the move.
    const offered = last.move === 'proposed' || (last.move === 'acknowledged' && hasMarker(message, PROPOSAL));
    const echoed = offered && !last.question ? promised(last.commitments, message, setup.locale) : undefined;
    if (echoed) parts.push(take([...character.echo, ...generic.echo].map((e) => capitalise(e.replace("{commitment}", echoed.words))), 0));
    if (last.beat === 'close') parts.push(takeWhole(character.closing.positive, 0));
    if (last.beat === 'escalate') parts.push(take(persona.escalate) ?? take(generic.escalate));
    if (play.phrasing === 'chatty' && state.turn % 2 === 1) parts.push(take(persona.asides));
  }

  const lines: SpokenLine[] = [];
  const said = (who: number, content: string[]) => content.length && lines.push({ speaker: setup.speakers[who]!, content: content.join(' ') });
  const pressing = last.beat === 'continue' || last.beat === 'holdOn';
  const presser = pressing && !(last.question && state.mood >= 0) ? pressTarget(state, main) : null;
  // A concern is raised whole, even by a terse persona: cut to its first sentence, it loses its question.
  const pressed = presser === null ? null : press(setup, state, presser, takeWhole, generic);
  if (pressed?.concern) raised = [pressed.concern];
  if (presser === main) parts.push(pressed!.line);
  said(main, parts.filter((p): p is string => !!p));
  if (presser !== null && presser !== main && pressed!.line) said(presser, [pressed!.line]);
  if (!lines.length) lines.push({ speaker: setup.speakers[main]!, content: lastResort(book, generic, message) });

  const speakers = new Set(lines.map((l) => setup.speakers.indexOf(l.speaker)));
  return {
    lines,
    state: {
      ...state,
      lastSpoke: state.lastSpoke.map((t, i) => (speakers.has(i) ? state.turn : t)),
      concerns: state.concerns.map((c) => (raised.includes(c) ? { ...c, raised: c.raised + 1 } : c)),
    },
  };
}

type Take = (candidates: readonly string[], offset?: number) => string | null;

/**
 * "Go ahead" to a learner asking for a moment; a fact on what they asked about, or that it has been told already; an open question on
 * nothing the character knows about ("what else should I know?") gets a fact not yet given; any
 * other question on something outside the scene ("is the parking free?") an honest "don't know".
 */
function answer(setup: ConversationSetup, who: number, message: string, take: Take, generic: GenericLines): string | null {
  if (isOpener(message)) return take(generic.goAhead);
  const answers = characterScripts(setup)[who]!.answers;
  const text = normalise(message);
  const onTopic = answers.filter((a) => mentions(text, a.topics)).map((a) => a.line);
  if (onTopic.length) return take(onTopic, 0) ?? take(generic.told);
  const open = hasMarker(message, OPEN_QUESTION) && /[\p{L}\p{N}]/u.test(message);
  return (open ? take(answers.map((a) => a.line), 0) : null) ?? take(generic.dontKnow);
}

/**
 * The deadline or amount the learner offers, to be repeated back as a promise: only from an offer,
 * never one they turned down ("6%, not 12%", «вместо 12%»), never a vague time ("next month"), and
 * only in the language of the conversation.
 */
function promised(commitments: Commitment[], message: string, locale: 'en' | 'ru'): Commitment | undefined {
  const plain = normalise(message);
  const foreign = locale === 'ru' ? /[a-z]{2,}/i : /[а-яё]{2,}/i;
  const usable = commitments.filter((c) => {
    const at = plain.indexOf(normalise(c.words));
    return at >= 0 && !REFUSED.test(plain.slice(Math.max(0, at - 14), at)) && !foreign.test(c.words) && !(c.kind === 'deadline' && VAGUE_TIME.test(c.words));
  });
  const first = (kind: Commitment['kind']) => usable.filter((c) => c.kind === kind).sort((a, b) => plain.indexOf(normalise(a.words)) - plain.indexOf(normalise(b.words)))[0];
  return first('deadline') ?? first('amount');
}

/** What turns a figure down rather than offering it, just before it. */
const REFUSED = /(?:\bnot|\bno|instead of|rather than|than|(?<!\p{L})не|вместо|а не|чем)\s*(?:\p{L}+\s+)?$/u;

/** Who presses next: the speaker, or in a group whoever has an open concern and has waited longest. */
function pressTarget(state: DialogueState, main: number): number | null {
  const open = openConcerns(state);
  const others = open.filter((c) => c.character !== main).sort((a, b) => state.lastSpoke[a.character]! - state.lastSpoke[b.character]!);
  const waited = others.find((c) => state.lastSpoke[c.character]! < state.turn - 1);
  return (waited ?? open.find((c) => c.character === main) ?? others[0])?.character ?? null;
}

/**
 * The character's first open concern, raised the first time and then pressed in other words; once
 * its words run out, the next open one; the engine's own words when all have.
 */
function press(setup: ConversationSetup, state: DialogueState, who: number, take: Take, generic: GenericLines): { line: string | null; concern: ConcernState | null } {
  for (const concern of openConcerns(state).filter((c) => c.character === who)) {
    const raise = concernOf(setup, concern)?.raise ?? [];
    const line = take(raise, concern.raised % Math.max(1, raise.length));
    if (line) return { line, concern };
  }
  return { line: take(generic.press), concern: null };
}

/** Never silent, never a repeat: an acknowledgement paired with a press, then the learner's own words. */
function lastResort(book: LineBook, generic: GenericLines, message: string): string {
  const pairs = generic.acknowledge.flatMap((a) => generic.press.map((p) => `${a} ${p}`));
  const words = message.replace(/\s+/g, ' ').trim().split(' ').slice(0, 8).join(' ');
  return book.take(pairs) ?? `“${words}…” ${generic.acknowledge[0]}`;
}

/** "next month", «в следующем месяце»: a time, but not one worth repeating back as a promise. */
const VAGUE_TIME = /^(?:this|next|в этом|в следующем|на этой|на следующей)\s/iu;

const firstSentence = (line: string) => line.match(/^.+?[.!?…](?=\s|$)/u)?.[0] ?? line;
const capitalise = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);
