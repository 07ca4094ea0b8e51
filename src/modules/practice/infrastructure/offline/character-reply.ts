import type { ConversationSetup, SpokenLine, TranscriptLine } from '../../domain/conversation.ts';
import { characterScripts, concernOf, openConcerns, playOf, type ConcernState, type DialogueState } from '../../domain/dialogue.ts';
import { addressOf, eachLine, inAddress, linesInAddress } from '../../domain/address.ts';
import { spokenBy } from '../../domain/gender.ts';
import { isVagueTime, type Commitment } from '../../domain/commitments.ts';
import { mentions, normalise, sentencesOf } from '../../domain/words.ts';
import { greetingOf, isOpener, isPleasantry, isRequest, makesOffer } from '../../domain/learner-moves.ts';
import { OPEN_QUESTION, SPECIFIC, findMarkers, hasMarker } from '#src/shared/lexicon/index.ts';
import { GENERIC_LINES, type GenericLines } from './generic-lines.ts';
import { asksOpinion, asksToRepeat, handsTheFloor, proposesMeeting, withoutAddress } from './learner-asks.ts';
import { LineBook } from './line-book.ts';
import { speakerFor } from './speaker-choice.ts';

/**
 * What the characters say to the learner's latest message, given the dialogue state after it:
 * an answer to a question first, else a reaction to the move (one stance: the archetype's, when it
 * has one); the learner's deadline or amount echoed in their own words; then the next open concern
 * (in a group, from whoever has one and has waited longest). Closes once, walks out once, and
 * never repeats a line.
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
  let asked: Answer | null = null;

  if (last.beat === 'walkOut') {
    parts.push(takeWhole(character.closing.negative) ?? takeWhole(generic.escalate));
  } else if (last.beat === 'afterClose') {
    parts.push(take(character.closing.after, 0) ?? take(generic.after, 0));
  } else if (last.beat === 'parted') {
    // Let go with part of it settled, they do not say nothing was.
    parts.push(takeWhole(state.concerns.some((c) => c.addressed) ? generic.partedSome : generic.parted));
  } else {
    // One stance per reply: a jab only after a move that earned none of the persona's goodwill.
    const wellMet = last.persona === 'calmed' || last.move === 'acknowledged' || last.move === 'proposed';
    if (play.phrasing === 'blunt' && state.mood < 0 && !wellMet) parts.push(take(persona.asides));
    if (last.beat === 'holdOn') parts.push(takeWhole(generic.holdOn));
    // A character already won over does not answer a plain statement with the scripted impatience.
    const wonOver = last.move === 'neutral' && state.mood >= 3;
    const warm = wonOver || last.move === 'acknowledged' || last.move === 'proposed';
    // The archetype's line stands in for a reaction that would say the opposite; small talk calms no one, and nothing sours a close.
    const clash = (last.persona === 'irritated' && warm) || (last.persona === 'calmed' && !warm && last.move === 'neutral');
    const unheard = (last.persona === 'calmed' && last.move === 'offTopic') || (last.persona === 'irritated' && last.beat === 'close');
    if (last.persona && !unheard) parts.push(take(last.persona === 'calmed' ? persona.calmed : persona.irritated));
    const greeting = last.move === 'neutral' ? greetingOf(message) : null;
    // "Повторите, пожалуйста." asks without a question mark.
    if (last.question || (last.move === 'neutral' && asksToRepeat(message))) {
      // A question beside an offer ("I'll refund it today. When did it go out?"): the offer is heard, then the question answered.
      if (last.offer && !clash && last.beat !== 'close') parts.push(take(character.reactions.proposed));
      asked = answer(setup, state, transcript, main, message, take, generic);
      parts.push(asked.line);
    } else if (last.checks) parts.push(checked(state, main, last.checks, take, generic));
    else if (last.repeated) parts.push(takeWhole(last.move === 'proposed' ? generic.sameOffer : generic.repeated));
    // Held back on the way out, they say what is open, not a verdict on the goodbye ("Wait, before you go. Go on.").
    else if (last.beat === 'holdOn') { /* the hold-on line and what is open say it all */ }
    // A greeting is greeted back ("hello?" asks whether they are there), and wants no verdict.
    else if (greeting) parts.push(take(greeting === 'howAreYou' ? (state.mood >= 1 ? generic.fine : generic.notGreat) : message.includes('?') ? generic.stillHere : generic.greet));
    // The close is the reaction to what settled it.
    else if (last.beat !== 'close' && !clash && !(last.move === 'neutral' && isPleasantry(message))) {
      if (last.quote && state.badMoves % 2 === 1) parts.push(take(generic.quote.map((q) => q.replace('{quote}', last.quote!))));
      const reactions = character.reactions[last.move === 'asked' ? 'neutral' : last.move];
      // Small talk is steered back every time, in other words once the character's own run out.
      parts.push(wonOver ? take(generic.acknowledge) : (take(reactions) ?? (last.move === 'offTopic' ? take(generic.offTopic) : null)));
    }
    // An offer, on its own or after an apology ("Sorry — we'll refund it by Friday"), is repeated back; a request to them is not theirs to hold the learner to.
    const echoed = makesOffer(message, last.move) && !last.question && !last.repeated && !isRequest(message) ? promised(last.commitments, message, setup.locale) : undefined;
    if (echoed) parts.push(book.takeTemplate([...character.echo, ...generic.echo], (e) => shape(capitalise(e.replace('{commitment}', asSaid(echoed.words))))!));
    if (last.beat === 'close') parts.push(takeWhole(character.closing.positive, 0));
    if (last.beat === 'escalate') parts.push(take(persona.escalate) ?? take(generic.escalate));
    if (play.phrasing === 'chatty' && state.turn % 2 === 1) parts.push(take(persona.asides));
  }

  const lines: SpokenLine[] = [];
  const said = (who: number, content: string[]) => content.length && lines.push({ speaker: setup.speakers[who]!, content: content.join(' ') });
  const pressing = last.beat === 'continue' || last.beat === 'holdOn';
  // Asked to speak, to say it again, or about what worries them, they say what is on their mind.
  const raiseAsked = asked?.raise && last.beat !== 'close' ? asked.raise : null;
  const presser = raiseAsked ? main : pressing && !asked?.hold && !(last.question && state.mood >= 0) ? pressTarget(state, main) : null;
  const nothingOpen = raiseAsked && !openConcerns(state).some((c) => c.character === main);
  // A concern is raised whole, even by a terse persona: cut to its first sentence, it loses its question.
  const pressed = presser === null ? null
    : nothingOpen ? { line: take(generic.nothingMore), concern: null }
    : press(setup, state, presser, takeWhole, generic, raiseAsked === 'next' ? null : raiseAsked);
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
 * "Does that work for you?", answered about the step just offered: yes once nothing of theirs is
 * left open, in part while something is (which they then raise); with no step offered, "does what work?".
 */
function checked(state: DialogueState, who: number, checks: 'offer' | 'nothing', take: Take, generic: GenericLines): string | null {
  if (checks === 'nothing') return take(generic.checkedNothing);
  return openConcerns(state).some((c) => c.character === who) ? take(generic.checkedPartly) : take(generic.checkedYes);
}

/** What the character says to a question: `line`, and what they raise with it — a concern, or their next one. */
interface Answer {
  line: string | null;
  raise?: ConcernState | 'next';
  /** Nothing more is pressed with it: a line said again stands alone. */
  hold?: boolean;
}

/**
 * "Go ahead" to a learner asking for a moment; the question again, in other words, to one asking
 * for it; a fact on what they asked about; what worries the character, asked about it ("are you
 * okay?"); that a fact has been told already; an open question on nothing the character knows
 * about ("what else should I know?") gets a fact not yet given; one that only hands them the floor
 * ("Tom?") what is on their mind, as does a request; any other question on something outside the
 * scene ("is the parking free?") an honest "don't know".
 */
function answer(setup: ConversationSetup, state: DialogueState, transcript: TranscriptLine[], who: number, message: string, take: Take, generic: GenericLines): Answer {
  if (isOpener(message)) return { line: take(generic.goAhead) };
  // Asked to say it again, they raise again what they last raised, in other words; or say their last line again.
  if (asksToRepeat(message)) {
    const raised = lastRaised(setup, state, who, transcript);
    if (raised) return { line: null, raise: raised };
    const before = lastLineOf(setup, who, transcript);
    return before ? { line: take(generic.again.map((a) => `${a} ${before}`)) ?? before, hold: true } : { line: null, raise: 'next' };
  }
  const answers = characterScripts(setup)[who]!.answers;
  const text = withoutAddress(setup, message);
  const onTopic = answers.filter((a) => mentions(text, a.topics)).map((a) => a.line);
  // What worries them, asked about, comes first when the question names it more closely than any fact
  // ("why didn't you tell anyone?" is about their silence, not the "why" of the story) and in a phrase
  // ("are you okay?"); named by a word only ("technical", "check"), it comes after facts, guesses and requests.
  const reach = (topics: readonly string[]) => Math.max(0, ...topics.filter((t) => mentions(text, [t])).map((t) => t.split(' ').length));
  const factReach = Math.max(0, ...answers.map((a) => reach(a.topics)));
  const worries = openConcerns(state).filter((c) => c.character === who).map((c) => ({ c, reach: reach(concernOf(setup, c)?.topics ?? []) }));
  const worry = worries.filter((w) => w.reach > factReach).sort((a, b) => b.reach - a.reach)[0];
  const open = hasMarker(text, OPEN_QUESTION) && /[\p{L}\p{N}]/u.test(text);
  if (worry && (onTopic.length || worry.reach >= 2)) return { line: null, raise: worry.c };
  const fact = take(onTopic, 0);
  if (fact) return { line: fact };
  // Asked what they make of it ("what do you think is going on?"), they say what is on their mind, not "I've told you".
  if (asksOpinion(text)) return { line: null, raise: worry?.c ?? 'next' };
  if (onTopic.length) return { line: take(generic.told) };
  const next = open ? take(answers.map((a) => a.line), 0) : null;
  if (next) return { line: next };
  // Asked to do something ("could you give me five minutes?"), they agree and go on: no fact is asked for.
  if (isRequest(message)) return { line: take(generic.acknowledge), raise: 'next' };
  if (worry) return { line: null, raise: worry.c };
  return open || handsTheFloor(text) ? { line: null, raise: 'next' } : { line: take(generic.dontKnow) };
}

/**
 * The deadline or amount the learner offers, to be repeated back as a promise: only from an offer,
 * never one they turned down ("6%, not 12%", «вместо 12%»), never a vague time ("next month"), and
 * only in the language of the conversation.
 */
function promised(commitments: Commitment[], message: string, locale: 'en' | 'ru'): Commitment | undefined {
  const plain = normalise(message);
  const foreign = locale === 'ru' ? /[a-z]{2,}/i : /[а-яё]{2,}/i;
  // The time of a meeting ("can we meet on Thursday?") is when to talk, not a promise to hold anyone to.
  const meeting = proposesMeeting(message);
  const usable = commitments.filter((c) => {
    const at = plain.indexOf(normalise(c.words));
    return at >= 0 && !REFUSED.test(plain.slice(Math.max(0, at - 14), at)) && !foreign.test(c.words) && !(c.kind === 'deadline' && (meeting || isVagueTime(c.words)))
      && !THEIRS.test(plain.slice(0, at));
  });
  const first = (kind: Commitment['kind']) => usable.filter((c) => c.kind === kind).sort((a, b) => plain.indexOf(normalise(a.words)) - plain.indexOf(normalise(b.words)))[0];
  return first('deadline') ?? first('amount');
}

/**
 * A clause the learner gives the character ("…and you send me a revised plan by Wednesday", «а ты
 * пришлёшь план до среды»): its time is theirs to keep, not the learner's to be held to.
 */
const THEIRS = /(?:^|[.!?;:,—–]\s*|\s(?:and|then|и|а|тогда)\s+)(?:you|вы|ты)\s+(?!(?:will|'ll)\s+(?:get|have|receive|see|hear)\b|получите|получишь|увидите|увидишь)[^.!?;:,—–]*$/u;

/** What turns a figure down rather than offering it, just before it. */
const REFUSED = /(?:\bnot|\bno|instead of|rather than|than|(?<!\p{L})не|вместо|а не|чем)\s*(?:\p{L}+\s+)?$/u;

/** What `who` said last, up to its final sentence or two (a long turn is not recited whole). */
function lastLineOf(setup: ConversationSetup, who: number, transcript: TranscriptLine[]): string | null {
  const line = transcript.findLast((l) => l.sender === 'ai' && l.speaker?.name === setup.speakers[who]!.name)?.content;
  if (!line) return null;
  return sentencesOf(line).map((s) => s.text.trim()).filter(Boolean).slice(-2).join(' ');
}

/** The open concern of `who` their latest line raised, for a learner who asks to hear it again. */
function lastRaised(setup: ConversationSetup, state: DialogueState, who: number, transcript: TranscriptLine[]): ConcernState | undefined {
  const line = transcript.findLast((l) => l.sender === 'ai' && l.speaker?.name === setup.speakers[who]!.name)?.content ?? '';
  return openConcerns(state).find((c) => c.character === who && concernOf(setup, c)?.raise.some((r) => line.includes(r)));
}

/** Who presses next: the speaker, or in a group whoever has an open concern and has waited longest. */
function pressTarget(state: DialogueState, main: number): number | null {
  const open = openConcerns(state);
  const others = open.filter((c) => c.character !== main).sort((a, b) => state.lastSpoke[a.character]! - state.lastSpoke[b.character]!);
  const waited = others.find((c) => state.lastSpoke[c.character]! < state.turn - 1);
  return (waited ?? open.find((c) => c.character === main) ?? others[0])?.character ?? null;
}

/**
 * The character's first open concern (or `first`, the one they were asked about), raised the first
 * time and then pressed in other words; once its words run out, the next open one; the engine's own
 * words when all have.
 */
function press(setup: ConversationSetup, state: DialogueState, who: number, take: Take, generic: GenericLines, first: ConcernState | null = null): { line: string | null; concern: ConcernState | null } {
  const open = openConcerns(state).filter((c) => c.character === who && c !== first);
  for (const concern of first ? [first, ...open] : open) {
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

const firstSentence = (line: string) => line.match(/^.+?[.!?…](?=\s|$)/u)?.[0] ?? line;
const capitalise = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

/**
 * The learner's words as the character says them back, mid-sentence: without the full stop they
 * ended on, and lower-case unless they name a day or month in English ("Tonight is on us" → "so
 * tonight"; "Friday" stays).
 */
function asSaid(words: string): string {
  const bare = words.replace(/[.,;:!?…]+$/u, '');
  const named = /^[A-Z]/.test(bare) && findMarkers(bare.split(/\s/)[0]!, SPECIFIC).some((m) => m.group === 'date');
  return named ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
}
