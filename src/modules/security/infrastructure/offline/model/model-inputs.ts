/**
 * What the model reads of a message: its folded words, and any text decoded from inside it (a
 * base64 blob's content is what the attack says), each with what the patterns found as extra
 * features, so the model learns how much a pattern family or a disguise is worth next to the words.
 * The message scores as its most suspicious input. Transliteration and keyboard-layout views are
 * left to the patterns: read by the model, every English message would also be read as gibberish.
 */
import type { NormalisedText } from '../normalise.ts';
import type { Findings } from '../pattern-matching.ts';
import { featurise, type SparseVector } from './hashed-features.ts';

export function modelFeatures(text: NormalisedText, findings: Findings): SparseVector[] {
  const found = [...findings.families.keys()].map((f) => `p ${f}`);
  for (const o of findings.obfuscations) found.push(`o ${o}`);
  if (findings.hidden) found.push('o hidden');
  const decoded = text.views.filter((v) => v.via !== null && v.via !== 'transliteration' && v.via !== 'keyboard-layout');
  return [text.folded, ...decoded.map((v) => v.text)].map((t) => featurise(t, found));
}
