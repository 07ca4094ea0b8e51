import { normalise as normaliseLetters } from '#src/shared/lexicon/index.ts';

/**
 * Reading a learner's words the same way everywhere: lower case, ё as е, typographic apostrophes as
 * plain ones; phrase lists compiled to patterns whose edges respect letters in any alphabet (\b does
 * not know Cyrillic).
 */
export function normalise(text: string): string {
  return normaliseLetters(text).replace(/\s+/g, ' ');
}

export const START = '(?<![\\p{L}\\p{N}])';
export const END = '(?![\\p{L}\\p{N}])';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = new Map<string, RegExp | null>();

/**
 * A pattern for topic words as content packs write them: plain phrases, a trailing `~` for a stem.
 * Null for an empty list. Compiled once per list.
 */
export function topicPattern(topics: readonly string[]): RegExp | null {
  const id = topics.join('\u0000');
  if (!compiled.has(id)) {
    const alternatives = topics.map((t) => normalise(t)).map((t) => (t.endsWith('~') ? escape(t.slice(0, -1)) : `${escape(t)}${END}`));
    compiled.set(id, alternatives.length ? new RegExp(`${START}(?:${alternatives.join('|')})`, 'u') : null);
  }
  return compiled.get(id)!;
}

/** True when the (normalised) text mentions any of the topics. */
export const mentions = (text: string, topics: readonly string[]): boolean => topicPattern(topics)?.test(text) ?? false;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A text's sentences, each with where it starts; "£49.99" ends none. */
export const sentencesOf = (text: string): { text: string; index: number }[] =>
  [...text.matchAll(/\S[\s\S]*?(?:[.!?…]+(?=\s|$)|$)/gu)].map((m) => ({ text: m[0], index: m.index }));
