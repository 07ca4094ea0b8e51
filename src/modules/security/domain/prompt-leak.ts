/**
 * OWASP LLM07, system-prompt leakage: a character's reply that reproduces its hidden prompt. Two
 * proofs: the per-session canary the prompt carries (in any spacing or case), or LEAK_WORDS words
 * of the prompt in a row. Words are compared as written — a character retelling its story in the
 * first person ("I took a day off") does not match the prompt's second person ("You took…").
 */
export const LEAK_WORDS = 8;

const WORD = /[\p{L}\p{N}]+/gu;
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export interface WordSpan {
  word: string;
  start: number;
}

export function wordSpans(text: string): WordSpan[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index }));
}

/** The hidden prompt's runs of LEAK_WORDS words, and every shorter start of one (what a leak begins with). */
export class HiddenPrompt {
  readonly runs = new Set<string>();
  readonly starts = new Set<string>();

  constructor(text: string) {
    const words = wordSpans(text).map((w) => w.word);
    for (let i = 0; i + LEAK_WORDS <= words.length; i++) {
      this.runs.add(words.slice(i, i + LEAK_WORDS).join(' '));
      for (let k = 1; k < LEAK_WORDS; k++) this.starts.add(words.slice(i, i + k).join(' '));
    }
  }
}

export class PromptLeakDetector {
  private readonly canary: string;

  constructor(
    private readonly prompt: HiddenPrompt,
    canary: string,
  ) {
    this.canary = squash(canary);
  }

  /** Whether the text gives the hidden prompt away. */
  leaks(text: string, words: WordSpan[] = wordSpans(text)): boolean {
    if (this.canary && squash(text).includes(this.canary)) return true;
    for (let i = 0; i + LEAK_WORDS <= words.length; i++) {
      if (this.prompt.runs.has(words.slice(i, i + LEAK_WORDS).map((w) => w.word).join(' '))) return true;
    }
    return false;
  }

  /**
   * Where text that may still turn into a leak begins: at the longest run of the last complete
   * words that starts a run of the prompt. Everything before it can be delivered now — it can
   * never be part of a leak — so a reply that does not echo the prompt streams without delay.
   */
  holdFrom(words: WordSpan[], textEnd: number): number {
    for (let k = Math.min(LEAK_WORDS - 1, words.length); k > 0; k--) {
      const tail = words.slice(-k);
      if (this.prompt.starts.has(tail.map((w) => w.word).join(' '))) return tail[0]!.start;
    }
    return textEnd;
  }
}

/**
 * One character's line as it streams, let out only as far as is safe: the word still being
 * written, and any tail that could begin a run of the prompt, wait for what follows.
 */
export class GuardedLine {
  private text = '';
  private released = 0;
  leaked = false;

  constructor(private readonly detector: PromptLeakDetector) {}

  /** Adds a delta; what may be delivered now ('' while held back or once leaked). */
  push(delta: string): string {
    if (this.leaked) return '';
    this.text += delta;
    const spans = wordSpans(this.text);
    const last = spans.at(-1);
    const open = last !== undefined && last.start + last.word.length === this.text.length; // the word may go on
    const complete = open ? spans.slice(0, -1) : spans;
    if (this.detector.leaks(this.text, complete)) {
      this.leaked = true;
      return '';
    }
    const end = open ? last.start : this.text.length;
    const safeTo = Math.min(end, this.detector.holdFrom(complete, end));
    if (safeTo <= this.released) return '';
    const out = this.text.slice(this.released, safeTo);
    this.released = safeTo;
    return out;
  }

  /** The whole line is known: what is still held back of the streamed text if all is safe, or null when it leaks. */
  finish(content: string): string | null {
    if (this.leaked || this.detector.leaks(content) || this.detector.leaks(this.text)) {
      this.leaked = true;
      return null;
    }
    const rest = this.text.slice(this.released);
    this.released = this.text.length;
    return rest;
  }
}
