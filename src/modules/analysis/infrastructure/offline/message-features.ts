import {
  DISMISSIVE, EMPATHY, INSULT, NEXT_STEP, OPEN_QUESTION, PARAPHRASE, POLITE, PROPOSAL, SARCASM, SPECIFIC, STRUCTURE, TIMED, VAGUE, matches,
} from './lexicon.ts';

/** What one learner message observably does; every skill score and improvement is derived from these. */
export interface MessageFeatures {
  text: string;
  words: number;
  longestSentence: number;
  questions: number;
  openQuestions: number;
  empathy: string[];
  dismissive: string[];
  insults: string[];
  sarcasm: string[];
  /** The stretch of the message written in capitals, or '' when it is not shouting. */
  shouted: string;
  exclamationRuns: number;
  polite: boolean;
  paraphrase: boolean;
  proposals: number;
  timed: boolean;
  nextStep: boolean;
  vague: string[];
  specifics: number;
  structured: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}]+)*/gu;
const STOPWORDS = new Set([
  'that', 'this', 'with', 'have', 'from', 'they', 'what', 'your', 'about', 'there', 'would', 'could', 'should', 'were', 'been', 'will',
  'just', 'when', 'which', 'their', 'them', 'then', 'than', 'into', 'only', 'also', 'very', 'really', 'because',
  'этот', 'этого', 'этом', 'когда', 'чтобы', 'потому', 'только', 'очень', 'было', 'была', 'были', 'будет', 'может', 'ваша', 'ваше', 'вашей',
  'меня', 'тебя', 'себя', 'если', 'даже', 'есть', 'него', 'всех', 'всего', 'который', 'которые',
]);

/** Crude stems (first five letters) so "delivery"/"delivered" and "отчёт"/"отчёта" count as the same word. */
function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    if (word.length >= 4 && !STOPWORDS.has(word) && !/^\d+$/.test(word)) stems.add(word.slice(0, 5));
  }
  return stems;
}

/** From the first to the last word in capitals, when words of three or more capitals dominate the message. */
function shoutedSpan(text: string, words: string[]): string {
  const long = words.filter((w) => /\p{L}{3,}/u.test(w));
  const caps = long.filter((w) => w === w.toUpperCase() && w !== w.toLowerCase());
  if (caps.length < 2 || caps.length / long.length < 0.3) return '';
  const last = caps[caps.length - 1];
  return text.slice(text.indexOf(caps[0]), text.lastIndexOf(last) + last.length);
}

export function readMessage(content: string, previousAi: string): MessageFeatures {
  const text = content.trim();
  // Patterns are written with straight apostrophes; the replacement keeps offsets, so quotes stay exact.
  const normalised = text.replace(/[’‘]/g, "'");
  const find = (re: RegExp) => [...normalised.matchAll(re)].map((m) => text.slice(m.index, m.index + m[0].length));
  const words = text.match(WORD) ?? [];
  const sentences = text.split(/(?<=[.!?…])\s+|\n+/).filter((s) => s.trim());
  const questionSentences = sentences.filter((s) => s.includes('?'));
  const openQuestions = questionSentences.filter((s) => matches(s.replace(/[’‘]/g, "'"), OPEN_QUESTION).length > 0).length
    + (questionSentences.length === 0 && /tell me (more|about)|расскажите/iu.test(text) ? 1 : 0);
  const aiStems = contentStems(previousAi);
  const shared = [...contentStems(text)].filter((stem) => aiStems.has(stem)).length;
  return {
    text,
    words: words.length,
    longestSentence: Math.max(0, ...sentences.map((s) => (s.match(WORD) ?? []).length)),
    questions: questionSentences.length,
    openQuestions,
    empathy: find(EMPATHY),
    dismissive: find(DISMISSIVE),
    insults: find(INSULT),
    sarcasm: find(SARCASM),
    shouted: shoutedSpan(text, words),
    exclamationRuns: (text.match(/!{2,}/g) ?? []).length,
    polite: find(POLITE).length > 0,
    // Reflection: an explicit paraphrase, or taking up three of the other side's own words.
    paraphrase: find(PARAPHRASE).length > 0 || shared >= 3,
    proposals: find(PROPOSAL).length,
    timed: find(TIMED).length > 0,
    nextStep: find(NEXT_STEP).length > 0,
    vague: find(VAGUE),
    specifics: find(SPECIFIC).length,
    structured: find(STRUCTURE).length > 0,
  };
}

/** The message loses composure: shouting, "!!", insults, blame or sarcasm. */
export const lostComposure = (f: MessageFeatures) =>
  f.shouted.length > 0 || f.exclamationRuns > 0 || f.insults.length > 0 || f.dismissive.length > 0 || f.sarcasm.length > 0;

/** Readable length band of one message: too short, fine, or too long to follow in a chat. */
export const lengthBand = (f: MessageFeatures): 'short' | 'ok' | 'long' => (f.words <= 2 ? 'short' : f.words > 120 ? 'long' : 'ok');
