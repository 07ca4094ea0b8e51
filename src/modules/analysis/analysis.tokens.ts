import { token } from '#src/platform/di.ts';
import type {
  AchievementRepository, AnalysisLog, ExperienceLedger, LearnerTimeZones, ProgressResults, ResultRepository, SkillAnalyzer, SweepSchedule, TeamResults,
} from './domain/ports.ts';

export const ANALYSIS = {
  ResultRepository: token<ResultRepository>('analysis.ResultRepository'),
  AnalysisLog: token<AnalysisLog>('analysis.AnalysisLog'),
  AchievementRepository: token<AchievementRepository>('analysis.AchievementRepository'),
  SkillAnalyzer: token<SkillAnalyzer>('analysis.SkillAnalyzer'),
  TeamResults: token<TeamResults>('analysis.TeamResults'),
  ProgressResults: token<ProgressResults>('analysis.ProgressResults'),
  /** Identity's account rows (ADR 0039). */
  ExperienceLedger: token<ExperienceLedger>('analysis.ExperienceLedger'),
  /** Identity's account rows too (ADR 0046). */
  LearnerTimeZones: token<LearnerTimeZones>('analysis.LearnerTimeZones'),
  SweepSchedule: token<SweepSchedule>('analysis.SweepSchedule'),
} as const;

/** The durable queue of analysis jobs, and where a job goes once every attempt failed. */
export const ANALYSIS_QUEUE = 'analysis-session';
export const ANALYSIS_DEAD_LETTER_QUEUE = 'analysis-session-dead';
/** One delayed job at a time: the sweep that queues analyses left without a live job (ADR 0048). */
export const ANALYSIS_SWEEP_QUEUE = 'analysis-sweep';
