import { defineEntity, p } from '@mikro-orm/core';
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
    overall: p.double(),
    empathy: p.double(),
    clarity: p.double(),
    problemSolving: p.double(),
    composure: p.double(),
    activeListening: p.double(),
    /** Feedback text per skill. */
    feedback: p.json<Record<string, string>>(),
    strengths: p.json<string[]>(),
    improvements: p.json<Improvement[]>(),
    completedAt: p.datetime(),
  },
});
export class SessionResultEntity extends SessionResultSchema.class {}
SessionResultSchema.setClass(SessionResultEntity);

export const analysisEntities = [SessionResultSchema];
