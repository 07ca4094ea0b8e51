import type { Skill } from '#src/modules/analysis/domain/result.ts';
import type { MessageFeatures } from './message-features.ts';
import type { SessionStats } from './skill-scores.ts';

/** What can be wrong with one learner message, worst first. */
export const ISSUES = ['insult', 'shouting', 'dismissive', 'exclamation', 'sarcasm', 'tooShort', 'tooLong', 'vague', 'flat'] as const;
export type IssueKind = (typeof ISSUES)[number];

/** Everything the analyzer says, in one locale; `quote` is always the learner's own words. */
export interface AnalyzerTexts {
  nothingSaid: string;
  feedback(skill: Skill, stats: SessionStats, score: number): string;
  strength(skill: Skill, stats: SessionStats, score: number): string;
  issue(kind: IssueKind, quote: string, features: MessageFeatures): { issue: string; suggestion: string };
}
