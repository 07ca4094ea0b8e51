import { VAGUE, findMarkers, type ContentWord, type Marker } from '#src/shared/lexicon/index.ts';
import type { Sentence } from './sentences.ts';

interface Context {
  /** The reply's words that the other side used just before. */
  echoes: ContentWord[];
  offers: Marker[];
  timed: Marker[];
  proposals: Marker[];
}

// How near a word of the other side's must be to a placeholder to say what it stands for ("something in writing").
const REACH = 30;

/**
 * The vague words that leave it unclear what will happen and when. Vagueness is about commitments,
 * so context decides: nothing in a question or a polite open offer is vague ("anything else I can do?");
 * a sentence with a concrete time is not; a hedge or a placeholder is vague only where something is
 * promised; and a placeholder followed by the other side's own words names what they asked for.
 */
export function vagueMarkers(text: string, sentences: Sentence[], context: Context): string[] {
  const inSentence = (m: Marker, s: Sentence) => m.index >= s.index && m.index < s.end;
  return findMarkers(text, VAGUE).filter((m) => {
    const sentence = sentences.find((s) => inSentence(m, s));
    if (!sentence || sentence.question) return false;
    if (context.offers.some((o) => m.index >= o.index && m.index < o.end)) return false;
    if (context.timed.some((t) => inSentence(t, sentence))) return false;
    if (m.group === 'timing') return true;
    if (!context.proposals.some((p) => inSentence(p, sentence))) return false;
    return !(m.group === 'placeholder' && context.echoes.some((w) => w.index >= m.end && w.index - m.end <= REACH));
  }).map((m) => m.text);
}
