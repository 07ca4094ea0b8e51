import type { SessionResults } from '../../../lib/contracts';

/**
 * Which of the learner's own messages a line is (1 for their first), for a line numbered as the
 * analysis numbers them: across the whole conversation, the characters' lines included. The page
 * shows no line numbers, so "your message 2" is what a learner can find; "message 4" is not.
 */
export function answerNumber(lines: SessionResults['conversationHistory'], messageNumber: number): number {
  return lines.slice(0, messageNumber).filter((line) => line.role === 'user').length;
}
