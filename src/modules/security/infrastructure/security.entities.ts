import { defineEntity, p } from '@mikro-orm/core';
import type { HistoryLine } from '../domain/hacking-attempt.ts';
import type { RiskLevel } from '../domain/risk.ts';

/** SPEC §3 "Hacking attempt". The user's id without a foreign key to `users`, as every module's tables hold it. */
export const HackingAttemptSchema = defineEntity({
  name: 'HackingAttempt',
  tableName: 'hacking_attempts',
  indexes: [
    { properties: ['attemptTime'] },
    { properties: ['riskLevel', 'attemptTime'] },
    { properties: ['wasBlocked', 'attemptTime'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    attemptTime: p.datetime(),
    userId: p.integer().nullable().index(),
    userEmail: p.string().length(320).nullable(),
    sessionId: p.integer().nullable(),
    riskLevel: p.string().length(10).$type<RiskLevel>(),
    wasBlocked: p.boolean(),
    userIp: p.string().length(64).nullable(),
    userLocale: p.string().length(10).nullable(),
    message: p.text(),
    patterns: p.json<string[]>(),
    reasoning: p.text().nullable(),
    suggestedAction: p.text().nullable(),
    reviewedBy: p.string().length(10).$type<'offline' | 'llm'>(),
    history: p.json<HistoryLine[]>(),
    scenarioName: p.string().length(500).nullable(),
    scenarioDescription: p.text().nullable(),
    source: p.string().length(10).$type<'input' | 'output'>(),
    modelOutput: p.text().nullable(),
  },
});
export class HackingAttemptEntity extends HackingAttemptSchema.class {}
HackingAttemptSchema.setClass(HackingAttemptEntity);

export const securityEntities = [HackingAttemptSchema];
