export const ANALYSIS = {
  ResultRepository: Symbol.for('analysis.ResultRepository'),
  AnalysisLog: Symbol.for('analysis.AnalysisLog'),
  AchievementRepository: Symbol.for('analysis.AchievementRepository'),
  SkillAnalyzer: Symbol.for('analysis.SkillAnalyzer'),
} as const;

/** The durable queue of analysis jobs, and where a job goes once every attempt failed. */
export const ANALYSIS_QUEUE = 'analysis-session';
export const ANALYSIS_DEAD_LETTER_QUEUE = 'analysis-session-dead';

/** Bus events, so the learner's sockets hear of them on whichever process holds them. */
export const ANALYSIS_COMPLETED_EVENT = 'analysis.completed';
export const ANALYSIS_FAILED_EVENT = 'analysis.failed';
