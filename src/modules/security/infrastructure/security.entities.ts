import { defineEntity, p } from '@mikro-orm/core';
import type { AuditRecord } from '#src/modules/identity/index.ts';
import type { AiUsageRow, UsagePurpose } from '../domain/ai-usage.ts';
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

/**
 * The AI usage ledger (OWASP LLM10): one row per provider call or refused turn. Read by "this
 * learner today" and "this session today" before each learner-driven call, and by day for the SuperAdmin.
 */
export const AiUsageSchema = defineEntity({
  name: 'AiUsage',
  tableName: 'ai_usage',
  indexes: [
    { properties: ['userId', 'calledAt'] },
    { properties: ['sessionId', 'calledAt'] },
    { properties: ['calledAt'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    calledAt: p.datetime(),
    model: p.string().length(200).nullable(),
    purpose: p.string().length(20).$type<UsagePurpose>(),
    userId: p.integer().nullable(),
    sessionId: p.integer().nullable(),
    promptTokens: p.integer(),
    completionTokens: p.integer(),
    estimated: p.boolean(),
    outcome: p.string().length(10).$type<AiUsageRow['outcome']>(),
    durationMs: p.integer(),
  },
});

/**
 * The audit trail of SuperAdmin changes to accounts (R2.10). Ids without foreign keys, and the
 * emails as they were: an entry outlives the account it is about (ADR 0030).
 */
export const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  indexes: [{ properties: ['targetUserId', 'at'] }, { properties: ['at'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    at: p.datetime(),
    actorId: p.integer().nullable(),
    actorEmail: p.string().length(254),
    action: p.string().length(40).$type<AuditRecord['action']>(),
    targetUserId: p.integer().nullable(),
    targetEmail: p.string().length(254).nullable(),
    /** Only the fields that changed; secrets as "(changed)", never their values. */
    before: p.json<Record<string, unknown>>(),
    after: p.json<Record<string, unknown>>(),
    ip: p.string().length(64).nullable(),
  },
});
export class AuditEntryEntity extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntryEntity);

export const securityEntities = [HackingAttemptSchema, AiUsageSchema, AuditEntrySchema];
