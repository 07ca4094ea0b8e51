import {
  BLAME, DISMISSAL, EMPATHY, INSULT, NEXT_STEP, OPEN_OFFER, OPEN_QUESTION, PARAPHRASE, POLITE, PROPOSAL, SARCASM, SOOTHING, SPECIFIC, STRUCTURE, TIMED,
  echoedWords, findMarkers, normalise, outside, type Marker,
} from '#src/shared/lexicon/index.ts';
import { sentencesOf, type Sentence } from './sentences.ts';
import { vagueMarkers } from './vagueness.ts';

/** What one learner message observably does; every skill score and improvement is derived from these. */
export interface MessageFeatures {
  text: string;
  words: number;
  longestSentence: number;
  /** Questions that ask the other side something (not rhetorical jabs, not "anything else?"). */
  questions: number;
  openQuestions: number;
  empathy: Marker[];
  /** How strongly the message acknowledges the other side: naming a feeling counts most, thanks least. */
  empathyWeight: number;
  blame: string[];
  dismissive: string[];
  /** Sending the person elsewhere or shutting the door: no way forward, whatever else is said. */
  brushOff: boolean;
  soothing: string[];
  insults: string[];
  sarcasm: string[];
  /** The stretch of the message written in capitals, or '' when it is not shouting. */
  shouted: string;
  exclamationRuns: number;
  polite: boolean;
  /** An explicit paraphrase ("so what you're saying…"). */
  paraphrase: boolean;
  /** 0–1: how much the message takes up the other side's own words, or 1 for an explicit paraphrase. */
  reflection: number;
  proposals: number;
  timed: boolean;
  nextStep: boolean;
  vague: string[];
  specifics: number;
  structured: boolean;
  openOffer: boolean;
  /** Whether the message takes up the question the other side just asked; null when they asked none. */
  answered: boolean | null;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}]+)*/gu;
const EMPATHY_WEIGHT: Record<string, number> = { feeling: 0.8, apology: 0.6, validation: 0.6, courtesy: 0.35 };

const capitals = (words: string[]) => words.filter((w) => /\p{L}{3,}/u.test(w) && w === w.toUpperCase() && w !== w.toLowerCase());

/**
 * From the first to the last word in capitals, when words of three or more capitals dominate the
 * message or one of its sentences ("WHY IS IT ALWAYS ME?! Other people…"); '' when it is not shouting.
 */
function shoutedSpan(text: string, words: string[], sentences: Sentence[]): string {
  const long = (ws: string[]) => ws.filter((w) => /\p{L}{3,}/u.test(w)).length;
  const loud = (ws: string[], share: number) => capitals(ws).length >= 2 && capitals(ws).length / long(ws) >= share;
  if (!loud(words, 0.3) && !sentences.some((s) => loud(s.text.match(WORD) ?? [], 0.5))) return '';
  const caps = capitals(words);
  const last = caps[caps.length - 1];
  return text.slice(text.indexOf(caps[0]), text.lastIndexOf(last) + last.length);
}

const within = (m: Marker, s: Sentence) => m.index >= s.index && m.index < s.end;
const texts = (markers: Marker[]) => markers.map((m) => m.text);

// Questions about what happens next, which a plan or a time answers.
const ASKS_WHAT_NEXT = /(?<![\p{L}])(?:do|doing|going to|will|when|how long|fix|sort|делать|сделаете|собираетесь|будете|когда|починят|решите|вернёте|вернете)(?![\p{L}])/iu;

/** Whether the reply takes up the other side's question: by its words, a yes or no, or a plan when they asked what happens next. */
function answersQuestion(text: string, previous: string, committed: boolean): boolean | null {
  const asked = sentencesOf(previous).filter((s) => s.question).map((s) => s.text).join(' ');
  if (!asked) return null;
  return (committed && ASKS_WHAT_NEXT.test(asked)) || echoedWords(text, asked).length > 0
    || /^\s*(?:yes|no|yeah|sure|of course|да|нет|конечно|разумеется)(?![\p{L}])/iu.test(text);
}

/**
 * Reads one learner message. `previous` is what the other side said since the learner's last
 * message (every character line): paraphrase and answers are judged against it.
 */
export function readMessage(content: string, previous: string): MessageFeatures {
  const text = content.trim();
  const words = text.match(WORD) ?? [];
  const sentences = sentencesOf(text);
  const blame = findMarkers(text, BLAME);
  const dismissal = findMarkers(text, DISMISSAL);
  const soothing = findMarkers(text, SOOTHING);
  const insults = findMarkers(text, INSULT);
  const sarcasm = findMarkers(text, SARCASM);
  const offers = findMarkers(text, OPEN_OFFER);
  const hostile = [...blame, ...dismissal, ...insults, ...sarcasm];
  const empathy = outside(findMarkers(text, EMPATHY), [...hostile, ...soothing]);
  const timed = findMarkers(text, TIMED);
  const stated = outside(findMarkers(text, PROPOSAL), [...hostile, ...offers]);
  // A statement with a concrete time is a commitment however it is phrased ("the engineer comes by 4", «мастер приедет до пятницы»).
  // …unless the time is theirs, said back to them ("the demo is at 3"): that is listening, not a promise.
  const theirs = normalise(previous);
  const ahead = timed.filter((t) => t.group !== 'day' && !theirs.includes(normalise(t.text)));
  const timedStatements = sentences.filter((s) => !s.question && ahead.some((t) => within(t, s)) && !stated.some((p) => within(p, s)));
  const proposals = [...stated, ...timedStatements.map((s) => ({ text: s.text, index: s.index, end: s.end, group: 'timed' }))];
  const nextStep = outside(findMarkers(text, NEXT_STEP), hostile);
  // A question is listening when it asks about them: not a jab ("what do you want me to do?"), not a closing "anything else?",
  // not a bare "Yes?", and nothing in a message that shouts or mocks.
  const shouted = shoutedSpan(text, words, sentences);
  const composed = !shouted && !/!{2,}|\?!|!\?/.test(text) && hostile.length === 0;
  const asking = sentences.filter((s) => composed && s.question && (s.text.match(WORD) ?? []).length >= 2 && !offers.some((m) => within(m, s)));
  const open = asking.filter((s) => findMarkers(s.text, OPEN_QUESTION).length > 0).length
    + (asking.length === 0 && /tell me (?:more|about)|расскажите/iu.test(text) ? 1 : 0);
  const paraphrase = findMarkers(text, PARAPHRASE).length > 0;
  const echoes = echoedWords(text, previous);
  const echoed = new Set(echoes.map((w) => w.stem)).size;
  const answered = answersQuestion(text, previous, proposals.length + timed.length > 0);
  // Reflection: their words said back, their feeling named, their question taken up.
  const named = empathy.some((m) => m.group === 'feeling') ? 0.3 : 0;
  const reflection = paraphrase ? 1 : Math.min(1, (echoed >= 3 ? 1 : echoed === 2 ? 0.6 : echoed === 1 ? 0.3 : 0) + named + (answered ? 0.3 : 0));
  return {
    text,
    words: words.length,
    longestSentence: Math.max(0, ...sentences.map((s) => (s.text.match(WORD) ?? []).length)),
    questions: asking.length,
    openQuestions: open,
    empathy,
    empathyWeight: Math.min(2, empathy.reduce((sum, m) => sum + (EMPATHY_WEIGHT[m.group] ?? 0), 0)),
    blame: texts(blame),
    dismissive: texts(dismissal),
    brushOff: dismissal.some((m) => m.group === 'brushOff'),
    soothing: texts(soothing),
    insults: texts(insults),
    sarcasm: texts(sarcasm),
    shouted,
    exclamationRuns: (text.match(/!{2,}/g) ?? []).length,
    polite: findMarkers(text, POLITE).length > 0,
    paraphrase,
    reflection,
    proposals: proposals.length,
    timed: timed.length > 0,
    nextStep: nextStep.length > 0,
    vague: vagueMarkers(text, sentences, { echoes, offers, timed, proposals: [...proposals, ...nextStep] }),
    specifics: findMarkers(text, SPECIFIC).length,
    structured: findMarkers(text, STRUCTURE).length > 0,
    openOffer: offers.length > 0,
    answered,
  };
}

/** A message acknowledges the other side when it names a feeling, apologises or validates; thanks alone do not. */
export const acknowledges = (f: MessageFeatures) => f.empathyWeight >= 0.6;

/** The message attacks or brushes off the person: insults, blame, dismissal or sarcasm. */
export const hostileTone = (f: MessageFeatures) => f.insults.length + f.blame.length + f.dismissive.length + f.sarcasm.length > 0;

/** The message loses composure: shouting, "!!", insults, blame, dismissal or sarcasm. */
export const lostComposure = (f: MessageFeatures) => f.shouted.length > 0 || f.exclamationRuns > 0 || hostileTone(f);

/** Readable length band of one message: too short, fine, or too long to follow in a chat. */
export const lengthBand = (f: MessageFeatures): 'short' | 'ok' | 'long' => (f.words <= 2 ? 'short' : f.words > 120 ? 'long' : 'ok');
