import { TO_LATIN } from './lookalikes.ts';

/**
 * OWASP LLM07, system-prompt leakage: a character's reply that reproduces its hidden prompt. Two
 * proofs: the per-session canary the prompt carries (in any spacing or case), or LEAK_WORDS words
 * of the prompt in a row that the learner could not have seen elsewhere. A character retelling a
 * fact of its story uses a few of the prompt's words, rarely a dozen in a row; a model reciting
 * its instructions gives away hundreds.
 */
export const LEAK_WORDS = 12;

/**
 * A word, with what may hide inside it and still show the same: combining marks, and invisible format
 * characters (a soft hyphen or zero-width space in each word would break every run of the prompt).
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}\p{Cf}]*/gu;
const HIDDEN = /[\p{M}\p{Cf}]/gu;
/**
 * Every letter that passes for a Latin one, in lower case, as that Latin letter: a reply spelling the
 * prompt with Cyrillic "о"s still spells the prompt. Keyed by lower case, since words are lowered
 * first: a capital that alone looks Latin (Cyrillic "Т", "Н") is read through its small letter.
 */
const LOWER_TO_LATIN = new Map([...TO_LATIN].map(([from, to]) => [from.toLowerCase(), to.toLowerCase()]));
const skeleton = (word: string) => word.replace(/[^\p{ASCII}]/gu, (ch) => LOWER_TO_LATIN.get(ch) ?? ch);
/** Compatibility forms (full-width and styled letters) as plain ones, marks and invisible characters gone, lower case, look-alikes as Latin. */
// Lower case first, then look-alikes: "ВЫ" and "вы" fold alike, as "ТНЕ" in Cyrillic capitals and "the" do.
const fold = (word: string) => skeleton(word.normalize('NFKD').replace(HIDDEN, '').toLowerCase());
const squash = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, '');
/** The shortest start of the canary that is held back: its constant "RPT" and the first secret character. */
const CANARY_START = 4;

export interface WordSpan {
  /** Folded (see `fold`): what runs are compared by. */
  word: string;
  /** Where it stands in the text as written, end excluded. */
  start: number;
  end: number;
}

export function wordSpans(text: string): WordSpan[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: fold(m[0]), start: m.index, end: m.index + m[0].length }));
}

const runKey = (words: readonly string[]) => words.join(' ');

function runsOf(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let i = 0; i + LEAK_WORDS <= words.length; i++) runs.push(runKey(words.slice(i, i + LEAK_WORDS)));
  return runs;
}

/** The hidden prompt's runs of LEAK_WORDS words, and every shorter start of one (what a leak begins with). */
export class HiddenPrompt {
  readonly runs: Set<string>;
  readonly starts = new Set<string>();

  constructor(text: string) {
    const words = wordSpans(text).map((w) => w.word);
    this.runs = new Set(runsOf(words));
    for (let i = 0; i + LEAK_WORDS <= words.length; i++) {
      for (let k = 1; k < LEAK_WORDS; k++) this.starts.add(runKey(words.slice(i, i + k)));
    }
  }
}

export class PromptLeakDetector {
  private readonly canary: string;
  private seen?: Set<string>;

  /** `visible`: what the learner has seen or said (the scenario's description, the conversation) — quoting it gives nothing away. */
  constructor(
    private readonly prompt: HiddenPrompt,
    canary: string,
    private readonly visible: readonly string[] = [],
  ) {
    this.canary = squash(canary);
  }

  /** Whether the text gives the hidden prompt away. */
  leaks(text: string, words: WordSpan[] = wordSpans(text)): boolean {
    if (this.canary && squash(text).includes(this.canary)) return true;
    return runsOf(words.map((w) => w.word)).some((run) => this.prompt.runs.has(run) && !this.alreadySeen(run));
  }

  /**
   * Where text that may still turn into a leak begins: at the longest run of the last complete
   * words that starts a run of the prompt. Everything before it can be delivered now — it can
   * never be part of a leak — so a reply that does not echo the prompt streams without delay.
   */
  holdFrom(words: WordSpan[], textEnd: number): number {
    for (let k = Math.min(LEAK_WORDS - 1, words.length); k > 0; k--) {
      const tail = words.slice(-k);
      if (this.prompt.starts.has(runKey(tail.map((w) => w.word)))) return tail[0]!.start;
    }
    return textEnd;
  }

  /**
   * Where a start of the canary begins in `text`, spelled out however (letters apart, dashes between):
   * it is held back until what follows shows it is not the canary. `text.length` when there is none.
   */
  canaryFrom(text: string): number {
    if (!this.canary) return text.length;
    let squashed = '';
    for (let i = text.length - 1; i >= 0 && squashed.length < this.canary.length; i--) {
      squashed = squash(text[i]!) + squashed;
      if (squashed.length >= CANARY_START && this.canary.startsWith(squashed)) return i;
    }
    return text.length;
  }

  // Built only when a run matches: most replies never need it.
  private alreadySeen(run: string): boolean {
    this.seen ??= new Set(this.visible.flatMap((text) => runsOf(wordSpans(text).map((w) => w.word))));
    return this.seen.has(run);
  }
}

/**
 * One character's line as it streams, let out only as far as is safe: the word still being
 * written, and any tail that could begin a run of the prompt or the canary, wait for what follows.
 * `before`: the lines of the same reply already let out (other characters' in a group scene), read
 * with it, so a prompt dealt out a few words to each speaker is still one run.
 */
export class GuardedLine {
  private text = '';
  private released = 0;
  private readonly prefix: string;
  leaked = false;

  constructor(
    private readonly detector: PromptLeakDetector,
    before = '',
  ) {
    this.prefix = before ? `${before}\n` : '';
  }

  /** Adds a delta; what may be delivered now ('' while held back or once leaked). */
  push(delta: string): string {
    if (this.leaked) return '';
    this.text += delta;
    const whole = this.prefix + this.text;
    const spans = wordSpans(whole);
    const last = spans.at(-1);
    const open = last !== undefined && last.end === whole.length; // the word may go on
    const complete = open ? spans.slice(0, -1) : spans;
    if (this.detector.leaks(whole, complete)) {
      this.leaked = true;
      return '';
    }
    const end = open ? last.start : whole.length;
    const safeTo = Math.min(end, this.detector.holdFrom(complete, end), this.detector.canaryFrom(whole)) - this.prefix.length;
    if (safeTo <= this.released) return '';
    const out = this.text.slice(this.released, safeTo);
    this.released = safeTo;
    return out;
  }

  /**
   * The whole line is known: whether it leaks, the line or what streamed of it. What is still held
   * back is not sent as deltas — the line itself replaces the streamed text on the learner's screen.
   */
  leaksWhole(content: string): boolean {
    this.leaked ||= this.detector.leaks(this.prefix + content) || this.detector.leaks(this.prefix + this.text);
    return this.leaked;
  }
}
