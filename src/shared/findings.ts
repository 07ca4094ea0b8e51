/**
 * What an analysis found, stored as facts rather than sentences (ADR 0014): the server and the web
 * put them into words with the same sentences (web/src/locales/<lang>/findings.json, through
 * describe-findings.ts), in whichever language the reader uses.
 */

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A text in every language the product speaks. */
export type Localized = Record<Language, string>;

/** The five skills, in the order the radar, the cards and the analyzers use (SPEC §1). */
export const SKILLS = ['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening'] as const;
export type Skill = (typeof SKILLS)[number];

/** SPEC §9: 8+ excellent, 6+ good, 4+ fair, below 4 poor. */
export type ScoreBand = 'excellent' | 'good' | 'fair' | 'poor';
export function scoreBand(score: number): ScoreBand {
  if (score >= 8) return 'excellent';
  if (score >= 6) return 'good';
  if (score >= 4) return 'fair';
  return 'poor';
}

/** The numbers a sentence cites, by name (messages, questions, words…). */
export type Counts = Record<string, number>;

/** One of the scenario's characters as the learner met them, named in both languages. */
export interface CharacterNames {
  name: Localized;
  role: Localized;
}

/**
 * The feedback on one skill. `kind` names the rubric's sentence for it (the skill itself, or
 * `nothingSaid`); kinds are open, so a sharper rubric adds kinds and their sentences, nothing else.
 * `written` is the language model's own feedback, in both languages: when present it is the text.
 */
export interface SkillFinding {
  kind: string;
  band: ScoreBand;
  counts?: Counts;
  /** The learner's own words that show it, as they wrote them. */
  quote?: string;
  written?: Localized;
}

/** Something that went well: `shown` (the skill, with its counts) or `baseToBuildOn` (the best score, when nothing was good). */
export interface StrengthFinding {
  kind: string;
  skill: Skill | null;
  counts?: Counts;
  score?: number;
  written?: Localized;
}

/** What can be wrong with one learner message, worst first (the rubric's kinds; the model may also say `other`). */
export const ISSUES = ['insult', 'shouting', 'dismissive', 'blame', 'exclamation', 'sarcasm', 'tooShort', 'tooLong', 'vague', 'flat'] as const;
export type IssueKind = (typeof ISSUES)[number];

/** One learner message worth rewriting, and the character it answered (null when the learner spoke first). */
export interface ImprovementFinding {
  kind: string;
  messageNumber: number;
  quote?: string;
  counts?: Counts;
  character: CharacterNames | null;
  written?: { issue: Localized; suggestion: Localized };
}

export interface Findings {
  scores: Record<Skill, SkillFinding>;
  strengths: StrengthFinding[];
  improvements: ImprovementFinding[];
}
