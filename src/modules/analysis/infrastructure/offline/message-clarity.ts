import { clampScore } from '#src/modules/analysis/domain/result.ts';
import { hostileTone, type MessageFeatures } from './message-features.ts';

/** Readable length: a word or two says too little, a wall of text is hard to follow in a chat. */
function lengthBase(words: number): number {
  if (words <= 2) return 1.5;
  if (words <= 4) return 3;
  if (words <= 8) return 5;
  if (words <= 80) return 6;
  if (words <= 120) return 5;
  if (words <= 250) return 3;
  return 1.5;
}

/**
 * Clarity of one message: readable length and sentences that end, and whether it is complete, that
 * is, answers what was asked and says what happens next, concretely. Tone counts too: a rude
 * one-liner is short, but it is not clear what the writer means to do, so it never reads as clear.
 */
export function messageClarity(f: MessageFeatures): number {
  const runOn = f.longestSentence > 45 ? 3 : f.longestSentence > 30 ? 1.5 : 0;
  const concrete = (f.timed || f.specifics > 0) && f.words > 3 ? 1.5 : 0;
  const nextStep = f.proposals > 0 || f.nextStep ? 1 : 0;
  const answer = f.answered === true ? 0.5 : f.answered === false ? -1 : 0;
  const asks = f.questions > 0 && f.words > 3 ? 0.5 : 0;
  const vague = Math.min(1.5, f.vague.length);
  const structure = f.structured && f.words > 5 ? 0.5 : 0;
  const closing = f.openOffer ? 0.3 : 0;
  const clear = lengthBase(f.words) - runOn + concrete + nextStep + answer + asks - vague + structure + closing;
  const rude = hostileTone(f) || f.shouted.length > 0 || f.exclamationRuns > 0;
  return clampScore(rude ? Math.min(5, clear - 1.5) : clear);
}
