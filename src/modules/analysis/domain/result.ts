/** The analysis of one finished session: five skills scored 0–10 with feedback. */
import type { Findings, Skill } from '#src/shared/findings.ts';

export { SKILLS, type Skill } from '#src/shared/findings.ts';

/** SPEC §3 "Improvement item": one learner message worth rewriting, in the session's language. */
export interface Improvement {
  messageNumber: number;
  speakerName: string;
  speakerRole: string;
  aiMessage: string;
  userResponse: string;
  issue: string;
  suggestion: string;
}

export interface SessionResult {
  sessionId: number;
  userId: number;
  scenarioId: number;
  /** The character the learner talked to (the scenario's first), as they saw it. */
  personaName: string | null;
  locale: 'en' | 'ru';
  coachEnabled: boolean;
  analyzer: 'offline' | 'llm';
  overall: number;
  /** The texts are written in `locale`; `findings` hold the same facts for any reader's language. */
  scores: Record<Skill, { score: number; feedback: string }>;
  strengths: string[];
  improvements: Improvement[];
  /** Null for results analysed before findings were stored: those have only their texts. */
  findings: Findings | null;
  completedAt: Date;
}

/** SPEC §9: scores live between 0 and 10. */
export const clampScore = (score: number) => Math.min(10, Math.max(0, Number.isFinite(score) ? score : 0));
/** One decimal: the precision scores and differences between them are kept and shown in (SPEC §9). */
export const oneDecimal = (n: number) => Math.round(n * 10) / 10;
/** A score as kept and shown: within 0–10, one decimal. */
export const roundedScore = (score: number) => oneDecimal(clampScore(score));

export interface ScenarioCompletion {
  scenarioId: number;
  completionCount: number;
  /** How many different learners those completions are from. */
  learners: number;
  skillAverages: Record<Skill, number | null>;
}
