import { expect } from 'chai';
import type { Speaker } from '#src/modules/practice/domain/conversation.ts';
import type { SpeechEvent as PartnerEvent } from '#src/modules/practice/domain/ports.ts';
import { SpeakerTurnParser } from '#src/modules/practice/infrastructure/speaker-turn-parser.ts';
import { speakers } from './mothers.ts';

const scene = speakers('Anna Petrova', 'Boris');
const [anna, boris] = scene as [Speaker, Speaker];

/** Everything the parser emits for a reply that arrives in these chunks, end() included. */
function parse(chunks: string[], cast: Speaker[] = scene): PartnerEvent[] {
  const parser = new SpeakerTurnParser(cast);
  const events = chunks.flatMap((chunk) => parser.push(chunk));
  return [...events, ...parser.end()];
}

/** The finished lines as [speaker, content]. */
const linesOf = (events: PartnerEvent[]) => events.flatMap((e) => (e.type === 'line' ? [[e.speaker.name, e.content]] : []));

/**
 * Each line's deltas joined, per line: what the browser shows while the text streams.
 * A delta or line of anyone but the speaker who is typing shows up as a `?name` entry.
 */
function streamedLines(events: PartnerEvent[]): [string, string][] {
  const shown: [string, string][] = [];
  let typing: Speaker | null = null;
  let text = '';
  for (const e of events) {
    if (e.type === 'typing') (typing = e.speaker), (text = '');
    else if (e.speaker !== typing) shown.push([`?${e.speaker.name}`, e.type]);
    else if (e.type === 'delta') text += e.text;
    else (shown.push([e.speaker.name, text]), (typing = null));
  }
  if (typing) shown.push([`?${typing.name}`, 'typing without a line']);
  return shown;
}

const GROUP_REPLY =
  '[Anna Petrova] I waited two weeks!  The order [#42] never came.\n\n[Boris] Anna, please. [anna] No, Boris.\n[Narrator] She sighs. [sic] Fine.\n';
const GROUP_LINES = [
  ['Anna Petrova', 'I waited two weeks!  The order [#42] never came.'],
  ['Boris', 'Anna, please.'],
  ['Anna Petrova', 'No, Boris.\nShe sighs. [sic] Fine.'],
];

describe('SpeakerTurnParser', () => {
  describe('when the reply has no markers', () => {
    it('gives the whole reply to the first speaker: typing, the text, then the line', () => {
      expect(parse(['Hello, I am waiting for my refund.'])).to.deep.equal([
        { type: 'typing', speaker: anna },
        { type: 'delta', speaker: anna, text: 'Hello, I am waiting for my refund.' },
        { type: 'line', speaker: anna, content: 'Hello, I am waiting for my refund.' },
      ]);
    });

    it('keeps line breaks inside the turn and drops the whitespace around it', () => {
      expect(linesOf(parse(['\n  First line.\n\nSecond  line.  \n']))).to.deep.equal([['Anna Petrova', 'First line.\n\nSecond  line.']]);
    });
  });

  describe('when turns start with a [Name] marker', () => {
    it('splits the reply into one line per turn, for the speaker each marker names', () => {
      expect(linesOf(parse(['[Anna Petrova] Where is my order?\n[Boris] It left the warehouse today.']))).to.deep.equal([
        ['Anna Petrova', 'Where is my order?'],
        ['Boris', 'It left the warehouse today.'],
      ]);
    });

    it('hands out the scene’s own speaker objects', () => {
      const events = parse(['[Boris] Yes.']);
      expect(events.map((e) => e.speaker)).to.have.length(3).and.satisfy((all: Speaker[]) => all.every((s) => s === boris));
    });

    it('recognises a name in any letter case, with spaces inside the brackets, or by first name only', () => {
      expect(linesOf(parse(['[anna petrova] One.\n[ BORIS ] Two.\n[Anna] Three.']))).to.deep.equal([
        ['Anna Petrova', 'One.'],
        ['Boris', 'Two.'],
        ['Anna Petrova', 'Three.'],
      ]);
    });

    it('recognises Russian names in any letter case', () => {
      const cast = speakers('Анна Петрова', 'Борис');
      expect(linesOf(parse(['[анна] Где мой заказ?\n[БОРИС] Уже в пути.'], cast))).to.deep.equal([
        ['Анна Петрова', 'Где мой заказ?'],
        ['Борис', 'Уже в пути.'],
      ]);
    });

    it('splits two turns run together on one line when the marker names a speaker of the scene', () => {
      expect(linesOf(parse(['[Anna] Hi. [Boris] Hello.']))).to.deep.equal([
        ['Anna Petrova', 'Hi.'],
        ['Boris', 'Hello.'],
      ]);
    });

    it('continues the same turn when the same speaker is named again', () => {
      expect(linesOf(parse(['[Boris] First.\n[Boris] Second.']))).to.deep.equal([['Boris', 'First.\nSecond.']]);
    });

    it('gives text before the first marker to the first speaker', () => {
      expect(linesOf(parse(['Well.\n[Boris] Go on.']))).to.deep.equal([
        ['Anna Petrova', 'Well.'],
        ['Boris', 'Go on.'],
      ]);
    });

    it('drops the space after a marker and keeps every other character of the turn', () => {
      expect(linesOf(parse(['[Boris]    Four spaces, then text.']))).to.deep.equal([['Boris', 'Four spaces, then text.']]);
    });

    it('sends typing once per turn, before the turn’s first text', () => {
      const events = parse(['[Anna] One ', 'two. [Boris] Three ', 'four.']);
      expect(events.map((e) => `${e.type}:${e.speaker.name}`)).to.deep.equal([
        'typing:Anna Petrova', 'delta:Anna Petrova', 'delta:Anna Petrova', 'line:Anna Petrova',
        'typing:Boris', 'delta:Boris', 'delta:Boris', 'line:Boris',
      ]);
    });
  });

  describe('when brackets name no speaker of the scene', () => {
    it('gives a turn whose unknown marker starts a line to the first speaker, without the marker', () => {
      expect(linesOf(parse(['[Boris] Sure.\n[Narrator] She sighs.']))).to.deep.equal([
        ['Boris', 'Sure.'],
        ['Anna Petrova', 'She sighs.'],
      ]);
    });

    it('keeps brackets in the middle of a line as ordinary text', () => {
      expect(linesOf(parse(['[Boris] The order [#42] is late [sic].']))).to.deep.equal([['Boris', 'The order [#42] is late [sic].']]);
    });

    it('keeps brackets as text when they hold more than 48 characters, a line break or nothing', () => {
      const long = `[${'x'.repeat(49)}] after`;
      expect(linesOf(parse([long]))).to.deep.equal([['Anna Petrova', long]]);
      expect(linesOf(parse(['[Anna\nPetrova] after']))).to.deep.equal([['Anna Petrova', '[Anna\nPetrova] after']]);
      expect(linesOf(parse(['[] after']))).to.deep.equal([['Anna Petrova', '[] after']]);
    });

    it('takes a bracket of exactly 48 characters at the start of a line as a marker', () => {
      expect(linesOf(parse([`[Boris] Hi.\n[${'x'.repeat(48)}] after`]))).to.deep.equal([
        ['Boris', 'Hi.'],
        ['Anna Petrova', 'after'],
      ]);
    });
  });

  describe('when the reply streams in chunks', () => {
    it('gives the same lines however the reply is split into three chunks, and each line’s deltas add up to it', () => {
      expect(linesOf(parse([GROUP_REPLY]))).to.deep.equal(GROUP_LINES);
      const EXPECTED = JSON.stringify([GROUP_LINES, GROUP_LINES]);
      const wrong: string[] = [];
      for (let i = 0; i <= GROUP_REPLY.length; i++) {
        for (let j = i; j <= GROUP_REPLY.length; j++) {
          const events = parse([GROUP_REPLY.slice(0, i), GROUP_REPLY.slice(i, j), GROUP_REPLY.slice(j)]);
          const got = JSON.stringify([linesOf(events), streamedLines(events)]);
          if (got !== EXPECTED) wrong.push(`split at ${i} and ${j}: ${got}`);
        }
      }
      expect(wrong.slice(0, 3)).to.deep.equal([]);
    });

    it('gives the same lines when the reply arrives one character at a time', () => {
      const events = parse([...GROUP_REPLY]);
      expect(linesOf(events)).to.deep.equal(GROUP_LINES);
      expect(streamedLines(events)).to.deep.equal(GROUP_LINES);
    });

    it('streams text at once and holds back only what may still become a marker', () => {
      const parser = new SpeakerTurnParser(scene);
      expect(parser.push('Hello [Bo')).to.deep.equal([
        { type: 'typing', speaker: anna },
        { type: 'delta', speaker: anna, text: 'Hello' },
      ]);
      expect(parser.push('ris] Hi')).to.deep.equal([
        { type: 'line', speaker: anna, content: 'Hello' },
        { type: 'typing', speaker: boris },
        { type: 'delta', speaker: boris, text: 'Hi' },
      ]);
      expect(parser.end()).to.deep.equal([{ type: 'line', speaker: boris, content: 'Hi' }]);
    });

    it('keeps the space between two chunks, and holds a trailing space until more text comes', () => {
      const parser = new SpeakerTurnParser(scene);
      expect(parser.push('Hello ')).to.deep.equal([{ type: 'typing', speaker: anna }, { type: 'delta', speaker: anna, text: 'Hello' }]);
      expect(parser.push('world')).to.deep.equal([{ type: 'delta', speaker: anna, text: ' world' }]);
      expect(parser.end()).to.deep.equal([{ type: 'line', speaker: anna, content: 'Hello world' }]);
    });

    it('lets an unfinished bracket at the end of the reply through as text', () => {
      const parser = new SpeakerTurnParser(scene);
      expect(parser.push('Wait [for it')).to.deep.equal([{ type: 'typing', speaker: anna }, { type: 'delta', speaker: anna, text: 'Wait' }]);
      const rest = parser.end();
      expect(rest.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text).join('')).to.equal(' [for it');
      expect(rest.at(-1)).to.deep.equal({ type: 'line', speaker: anna, content: 'Wait [for it' });
    });

    it('stops holding back a bracket once it holds a line break or grows past 48 characters', () => {
      const deltas = (events: PartnerEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
      const parser = new SpeakerTurnParser(scene);
      parser.push('Hi');
      expect(deltas(parser.push(' [not a\nmarker'))).to.equal(' [not a\nmarker');
      const long = `[${'y'.repeat(49)}`;
      expect(deltas(new SpeakerTurnParser(scene).push(long))).to.equal(long);
      expect(deltas(new SpeakerTurnParser(scene).push(long.slice(0, -1)))).to.equal('');
    });
  });

  describe('when there is nothing to say', () => {
    it('emits nothing for an empty reply', () => {
      const parser = new SpeakerTurnParser(scene);
      expect(parser.push('')).to.deep.equal([]);
      expect(parser.end()).to.deep.equal([]);
      expect(new SpeakerTurnParser(scene).end()).to.deep.equal([]);
    });

    it('emits nothing for whitespace only, however it arrives', () => {
      expect(parse([' \n', '\t ', '\n'])).to.deep.equal([]);
    });

    it('emits no line for a marker with nothing after it', () => {
      expect(parse(['[Boris]'])).to.deep.equal([]);
      expect(parse(['[Boris]   \n  '])).to.deep.equal([]);
      expect(linesOf(parse(['[Anna] Hi.\n[Boris]  ']))).to.deep.equal([['Anna Petrova', 'Hi.']]);
    });
  });
});
