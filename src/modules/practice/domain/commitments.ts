import { AMOUNT, findMarkers, IN_WRITING, PROPOSAL, TIMED, type Lexicon, type Marker } from '#src/shared/lexicon/index.ts';

/**
 * What a learner commits to, read from their own words in English or Russian with the shared
 * lexicon: an action ("I'll refund the duplicate"), a deadline ("within 3 working days", «до
 * следующей пятницы»), an amount ("£25", «700 рублей») or something in writing ("I'll email you",
 * «пришлю письмо»). The words are kept exactly as the learner wrote them, so a character echoes
 * "five working days", never "ten".
 */
export type CommitmentKind = 'action' | 'deadline' | 'amount' | 'writing';

export interface Commitment {
  kind: CommitmentKind;
  /** The learner's words, as written. */
  words: string;
}

const KINDS: [CommitmentKind, Lexicon][] = [['deadline', TIMED], ['amount', AMOUNT], ['writing', IN_WRITING], ['action', PROPOSAL]];

export function commitmentsIn(message: string): Commitment[] {
  const found: Commitment[] = [];
  for (const [kind, lex] of KINDS) {
    const markers = findMarkers(message, lex).filter((m) => kind !== 'action' || m.group === 'commitment');
    for (const marker of kind === 'deadline' ? joined(message, markers) : markers) {
      const words = kind === 'action' ? clauseFrom(message, marker) : marker.text.trim();
      if (words && !found.some((c) => c.kind === kind && c.words.includes(words))) found.push({ kind, words });
    }
  }
  // The longest phrase of each kind first: it is what a character would repeat back.
  return found.sort((a, b) => (a.kind === b.kind ? b.words.length - a.words.length : 0));
}

/**
 * Times side by side are one time ("tomorrow by 12:00", «завтра до 12:00»), and a part of the day
 * belongs to the day before it ("by Friday afternoon").
 */
function joined(message: string, markers: Marker[]): Marker[] {
  const out: Marker[] = [];
  for (const m of markers) {
    const last = out.at(-1);
    if (last && /^\s?$/.test(message.slice(last.end, m.index))) out[out.length - 1] = { ...last, end: m.end, text: message.slice(last.index, m.end) };
    else out.push(m);
  }
  return out.map((m) => {
    const part = /^ (?:morning|afternoon|evening|утром|днём|днем|вечером)(?![\p{L}])/iu.exec(message.slice(m.end));
    return part ? { ...m, end: m.end + part[0].length, text: message.slice(m.index, m.end + part[0].length) } : m;
  });
}

/** An action is the promise and what it is about: from the marker to the clause's end, six words at most. */
function clauseFrom(message: string, marker: Marker): string {
  const rest = message.slice(marker.index).split(/[.!?;:…]+(?!\d)|\s[—–-]\s|,\s/u)[0] ?? '';
  return rest.trim().split(/\s+/).slice(0, 7).join(' ');
}

export const hasCommitment = (commitments: Commitment[], kind: CommitmentKind) => commitments.some((c) => c.kind === kind);

/** "next month", «в следующем месяце»: a time, but not one to hold anyone to. */
export const isVagueTime = (words: string) => /^(?:this|next|в этом|в следующем|на этой|на следующей)\s/iu.test(words);
