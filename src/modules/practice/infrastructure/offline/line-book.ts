import type { TranscriptLine } from '../../domain/conversation.ts';
import { normalise } from '../../domain/words.ts';

/**
 * Everything the characters have said in the session, so that nothing is said twice: a candidate
 * line is free only when no earlier line contains it. Lines chosen for the reply being written
 * count as said at once.
 */
export class LineBook {
  private readonly said: string[];

  constructor(transcript: TranscriptLine[]) {
    this.said = transcript.filter((l) => l.sender === 'ai').map((l) => normalise(l.content));
  }

  isFree(line: string): boolean {
    const wanted = normalise(line).trim();
    return wanted.length > 0 && !this.said.some((s) => s.includes(wanted));
  }

  /** The first free candidate, now said; null when every one has been. */
  take(candidates: readonly string[]): string | null {
    const line = candidates.find((c) => this.isFree(c)) ?? null;
    if (line) this.said.push(normalise(line));
    return line;
  }

  /**
   * The first template whose own words have not been said, filled by `fill`: "So {commitment} — I'm
   * holding you to that." is said once a session, whatever the commitment.
   */
  takeTemplate(templates: readonly string[], fill: (template: string) => string): string | null {
    const own = (t: string) => t.split(/\{[a-z]+\}/).map((part) => part.trim()).sort((a, b) => b.length - a.length)[0] ?? '';
    const template = templates.find((t) => this.isFree(own(t)) && this.isFree(fill(t)));
    return template === undefined ? null : this.take([fill(template)]);
  }

  /** Candidates starting at `offset` (wrapping), so a character does not always open with the same variant. */
  takeFrom(candidates: readonly string[], offset: number): string | null {
    const n = candidates.length;
    return n ? this.take(candidates.map((_, i) => candidates[(i + offset) % n]!)) : null;
  }
}
