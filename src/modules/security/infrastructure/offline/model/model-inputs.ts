/**
 * What the model reads of a message: its folded words, and any text decoded from inside it (a
 * base64 blob's content is what the attack says), each with what the patterns found as extra
 * features, so the model learns how much a pattern family or a disguise is worth next to the words.
 * The message scores as its most suspicious input. Transliteration and keyboard-layout views count
 * only when they read as Russian better than the message did: every English message has a
 * transliteration view, and it is gibberish.
 */
import type { NormalisedText } from '../normalise.ts';
import type { Findings } from '../pattern-matching.ts';
import { featurise, type SparseVector } from './hashed-features.ts';

export function modelFeatures(text: NormalisedText, findings: Findings): SparseVector[] {
  const found = [...findings.families.keys()].map((f) => `p ${f}`);
  for (const o of findings.obfuscations) found.push(`o ${o}`);
  if (findings.hidden) found.push('o hidden');
  const decoded = text.views.filter((v) => v.via !== null && ((v.via !== 'transliteration' && v.via !== 'keyboard-layout') || v.reads));
  return [text.folded, ...decoded.map((v) => v.text)].map((t) => featurise(t, found));
}
