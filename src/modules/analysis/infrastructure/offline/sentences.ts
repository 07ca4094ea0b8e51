/** One sentence of a message, where it is, and whether it asks something. */
export interface Sentence {
  text: string;
  index: number;
  end: number;
  question: boolean;
}

const SENTENCE = /[^.!?…\n]+(?:[.!?…]+|$)/gu;

export function sentencesOf(text: string): Sentence[] {
  return [...text.matchAll(SENTENCE)].filter((m) => m[0].trim()).map((m) => ({
    text: m[0], index: m.index, end: m.index + m[0].length, question: m[0].includes('?'),
  }));
}
