import type { Improvement, Skill } from './result.ts';

/** What an analyzer reads: the finished conversation, in the learner's locale. */
export interface AnalysisTranscript {
  locale: 'en' | 'ru';
  messages: { role: 'user' | 'ai'; content: string; speakerName?: string; speakerRole?: string }[];
}

/** The five skills scored 0–10 with feedback, plus what went well and message-level fixes. */
export interface SkillAnalysis {
  overall: number;
  scores: Record<Skill, { score: number; feedback: string }>;
  strengths: string[];
  improvements: Improvement[];
}

/** Scores a learner's side of a conversation; 'offline' needs no AI endpoint and is deterministic. */
export interface SkillAnalyzer {
  readonly kind: 'offline' | 'llm';
  analyze(transcript: AnalysisTranscript): Promise<SkillAnalysis>;
}
