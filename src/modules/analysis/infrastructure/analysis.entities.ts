import { defineEntity, p } from '@mikro-orm/core';
import type { Criterion, Tier } from '../domain/achievement.ts';
import type { AnalysisStatus } from '../domain/ports.ts';
import type { Findings } from '#src/shared/findings.ts';
import type { Improvement } from '../domain/result.ts';

/** One row per analysed session; skill scores are columns so averages are plain SQL. */
export const SessionResultSchema = defineEntity({
  name: 'SessionResult',
  tableName: 'session_results',
  properties: {
    id: p.integer().primary().autoincrement(),
    sessionId: p.integer().unique(),
    userId: p.integer().index(),
    scenarioId: p.integer().index(),
    personaName: p.string().length(100).nullable(),
    locale: p.string().length(10).$type<'en' | 'ru'>().default('en'),
    coachEnabled: p.boolean().default(false),
    analyzer: p.string().length(10).$type<'offline' | 'llm'>().default('offline'),
    overall: p.double(),
    empathy: p.double(),
    clarity: p.double(),
    problemSolving: p.double(),
    composure: p.double(),
    activeListening: p.double(),
    /** Feedback text per skill, like strengths and improvements written in `locale` (SPEC §3). */
    feedback: p.json<Record<string, string>>(),
    strengths: p.json<string[]>(),
    improvements: p.json<Improvement[]>(),
    /** The same analysis as facts, worded in the reader's language (ADR 0014); null on rows analysed before it. */
    findings: p.json<Findings>().nullable(),
    completedAt: p.datetime(),
  },
});
export class SessionResultEntity extends SessionResultSchema.class {}
SessionResultSchema.setClass(SessionResultEntity);

/** Where each ended session's analysis stands (DESIGN: no ended session without a result or a recorded failure). */
export const SessionAnalysisSchema = defineEntity({
  name: 'SessionAnalysis',
  tableName: 'session_analyses',
  properties: {
    id: p.integer().primary().autoincrement(),
    sessionId: p.integer().unique(),
    userId: p.integer().index(),
    status: p.string().length(20).$type<AnalysisStatus>().index(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    jobId: p.string().length(64).nullable(),
    requestedAt: p.datetime(),
    failedAt: p.datetime().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export class SessionAnalysisEntity extends SessionAnalysisSchema.class {}
SessionAnalysisSchema.setClass(SessionAnalysisEntity);

/** Every attempt at an analysis, for the monitoring screen's retry statistics. */
export const AnalysisAttemptSchema = defineEntity({
  name: 'AnalysisAttempt',
  tableName: 'analysis_attempts',
  properties: {
    id: p.integer().primary().autoincrement(),
    sessionId: p.integer().index(),
    /** Indexed for deleting an account's rows (ADR 0030). */
    userId: p.integer().index(),
    attempt: p.integer(),
    wasSuccessful: p.boolean(),
    error: p.text().nullable(),
    attemptedAt: p.datetime().index(),
  },
});
export class AnalysisAttemptEntity extends AnalysisAttemptSchema.class {}
AnalysisAttemptSchema.setClass(AnalysisAttemptEntity);

export const AchievementSchema = defineEntity({
  name: 'Achievement',
  tableName: 'achievements',
  properties: {
    id: p.integer().primary().autoincrement(),
    key: p.string().length(80).unique(),
    name: p.string().length(100),
    name_ru: p.string().length(100),
    description: p.string().length(300),
    description_ru: p.string().length(300),
    icon: p.string().length(16),
    tier: p.string().length(10).$type<Tier>(),
    criterion: p.json<Criterion>(),
    /** The order of the content pack, so the dashboard lists them as written. */
    position: p.integer().default(0),
  },
});
export class AchievementEntity extends AchievementSchema.class {}
AchievementSchema.setClass(AchievementEntity);

export const UserAchievementSchema = defineEntity({
  name: 'UserAchievement',
  tableName: 'user_achievements',
  uniques: [{ properties: ['userId', 'achievementId'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer().index(),
    achievementId: p.integer(),
    /** The session whose analysis earned it. */
    sessionId: p.integer().index(),
    earnedAt: p.datetime(),
  },
});
export class UserAchievementEntity extends UserAchievementSchema.class {}
UserAchievementSchema.setClass(UserAchievementEntity);

export const analysisEntities = [SessionResultSchema, SessionAnalysisSchema, AnalysisAttemptSchema, AchievementSchema, UserAchievementSchema];
