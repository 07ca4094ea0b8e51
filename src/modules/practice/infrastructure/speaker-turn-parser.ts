import type { Speaker } from '../domain/conversation.ts';
import type { SpeechEvent } from '../domain/ports.ts';

/** Longest text between '[' and ']' still taken for a speaker marker; longer is just text. */
const MAX_MARKER = 48;

/**
 * Splits a streamed model reply into speaker turns. Each turn starts with a `[Name]` marker at
 * the start of a line, or anywhere when it names a speaker of the scene (models sometimes run two
 * turns together). Unknown names and a reply without markers fall to the first speaker. Text is
 * held back only while a marker might still be completing, so deltas flow as they arrive, and the
 * deltas of a turn add up exactly to its line (whitespace around turns is dropped).
 */
export class SpeakerTurnParser {
  private buffer = '';
  private turn: { speaker: Speaker; content: string; space: string; typed: boolean } | null = null;
  private atLineStart = true;
  /** The space after a marker belongs to the marker, even when the same speaker's turn goes on. */
  private afterMarker = false;

  constructor(private readonly speakers: Speaker[]) {}

  push(text: string): SpeechEvent[] {
    this.buffer += text;
    return this.drain(false);
  }

  /** Flushes what is left; the last turn's line. */
  end(): SpeechEvent[] {
    const events = this.drain(true);
    this.finishTurn(events);
    return events;
  }

  private drain(final: boolean): SpeechEvent[] {
    const events: SpeechEvent[] = [];
    for (;;) {
      const open = this.buffer.indexOf('[');
      if (open < 0) {
        this.text(this.buffer, events);
        this.buffer = '';
        return events;
      }
      this.text(this.buffer.slice(0, open), events);
      this.buffer = this.buffer.slice(open);
      const close = this.buffer.indexOf(']');
      const inside = close < 0 ? this.buffer.slice(1) : this.buffer.slice(1, close);
      if (close < 0 && !final && inside.length <= MAX_MARKER && !inside.includes('\n')) return events; // may be a marker: wait
      const speaker = close < 0 || inside.length > MAX_MARKER || inside.includes('\n') ? null : this.markerSpeaker(inside.trim());
      if (!speaker) {
        this.text('[', events);
        this.buffer = this.buffer.slice(1);
        continue;
      }
      this.buffer = this.buffer.slice(close + 1);
      this.atLineStart = false;
      this.afterMarker = true;
      if (this.turn?.speaker !== speaker) {
        this.finishTurn(events);
        this.turn = { speaker, content: '', space: '', typed: false };
      }
    }
  }

  /** The speaker a marker names, or null when the brackets are ordinary text. */
  private markerSpeaker(name: string): Speaker | null {
    const wanted = name.toLowerCase();
    const known =
      this.speakers.find((s) => s.name.toLowerCase() === wanted) ??
      this.speakers.find((s) => s.name.split(/\s+/)[0]!.toLowerCase() === wanted.split(/\s+/)[0]);
    if (known) return known;
    return this.atLineStart && name.length > 0 ? this.speakers[0]! : null;
  }

  private text(text: string, events: SpeechEvent[]): void {
    if (this.afterMarker) text = text.replace(/^[ \t]+/, '');
    if (text === '') return;
    this.afterMarker = false;
    this.atLineStart = /\n\s*$/.test(text) || (this.atLineStart && /^\s*$/.test(text));
    if (!this.turn) {
      if (/^\s*$/.test(text)) return;
      this.turn = { speaker: this.speakers[0]!, content: '', space: '', typed: false };
    }
    const turn = this.turn;
    const body = turn.space + text;
    const kept = (turn.content === '' ? body.trimStart() : body).replace(/\s+$/, '');
    turn.space = kept === '' && turn.content === '' ? '' : body.slice(body.replace(/\s+$/, '').length);
    if (kept === '') return;
    if (!turn.typed) (events.push({ type: 'typing', speaker: turn.speaker }), (turn.typed = true));
    turn.content += kept;
    events.push({ type: 'delta', speaker: turn.speaker, text: kept });
  }

  private finishTurn(events: SpeechEvent[]): void {
    if (this.turn && this.turn.content !== '') events.push({ type: 'line', speaker: this.turn.speaker, content: this.turn.content });
    this.turn = null;
  }
}
