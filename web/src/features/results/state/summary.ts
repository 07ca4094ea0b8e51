import type { SessionResults } from '../../../lib/contracts';
import { SKILLS, type Skill } from './scores';

/**
 * The rubric's "good" line (what a 7 looks like, ADR 0035): a skill below it still has something to
 * work on, so an empty list of improvements is never "well done" beside it (the offline rubric gives
 * such a skill an improvement of its own; a language model may not).
 */
export const GOOD_LINE = 7;

export type NothingListed = { kind: 'nothingWritten' } | { kind: 'wellDone' } | { kind: 'weakest'; skill: Skill; score: number };

/** What to say where a result lists no message to rewrite. */
export function nothingListed(result: SessionResults): NothingListed {
  if (!result.conversationHistory.some((line) => line.role === 'user' && line.content.trim())) return { kind: 'nothingWritten' };
  const weakest = SKILLS.reduce((low, skill) => (result.scores[skill].score < result.scores[low].score ? skill : low));
  const score = result.scores[weakest].score;
  return score < GOOD_LINE ? { kind: 'weakest', skill: weakest, score } : { kind: 'wellDone' };
}
