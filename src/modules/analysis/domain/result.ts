/** The analysis of one finished session: five skills scored 0–10 with feedback. */

export const SKILLS = ['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening'] as const;
export type Skill = (typeof SKILLS)[number];

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
  personaName: string | null;
  locale: 'en' | 'ru';
  coachEnabled: boolean;
  analyzer: 'offline' | 'llm';
  overall: number;
  scores: Record<Skill, { score: number; feedback: string }>;
  strengths: string[];
  improvements: Improvement[];
  completedAt: Date;
}

/** SPEC §9: scores live between 0 and 10. */
export const clampScore = (score: number) => Math.min(10, Math.max(0, Number.isFinite(score) ? score : 0));

export interface ScenarioCompletion {
  scenarioId: number;
  completionCount: number;
  skillAverages: Record<Skill, number | null>;
}
