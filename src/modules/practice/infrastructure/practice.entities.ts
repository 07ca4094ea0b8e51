import { defineEntity, p } from '@mikro-orm/core';
import type { DialogueState } from '../domain/dialogue.ts';
import type { SessionStatus } from '../domain/session.ts';
import type { CastMember, Difficulty, LanguageScript, PersonaPlay, Rubric } from '../domain/scenario.ts';

/** Persistence of the catalogue. Localised columns carry SPEC's `_ru` names. */
export const PersonaArchetypeSchema = defineEntity({
  name: 'PersonaArchetype',
  tableName: 'persona_archetypes',
  properties: {
    id: p.integer().primary().autoincrement(),
    key: p.string().length(80).unique(),
    name: p.string().length(80),
    name_ru: p.string().length(80),
    description: p.string().length(400),
    description_ru: p.string().length(400),
    moodBias: p.integer().default(0),
    promptHint: p.string().length(400),
    /** Null for an archetype imported before the built-in engine played archetypes. */
    play: p.json<PersonaPlay>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class PersonaArchetypeEntity extends PersonaArchetypeSchema.class {}
PersonaArchetypeSchema.setClass(PersonaArchetypeEntity);

export const CategorySchema = defineEntity({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(60).unique(),
    name_ru: p.string().length(60),
  },
});
export class CategoryEntity extends CategorySchema.class {}
CategorySchema.setClass(CategoryEntity);

export const ScenarioSchema = defineEntity({
  name: 'Scenario',
  tableName: 'scenarios',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Stable key from the content pack: imports upsert by it. */
    key: p.string().length(80).unique(),
    name: p.string().length(120),
    name_ru: p.string().length(120),
    description: p.string().length(500),
    description_ru: p.string().length(500),
    category: () => p.manyToOne(CategoryEntity).index(),
    difficulty: p.string().length(20).$type<Difficulty>().index(),
    systemPrompt: p.text(),
    cast: p.json<CastMember[]>(),
    /** Null for a scenario without a hand-written script: the engine builds a generic one. */
    script: p.json<{ en: LanguageScript; ru: LanguageScript }>().nullable(),
    /** Null without the pack's own rubric: the generic one is shown. Console edits leave it as it is. */
    rubric: p.json<Rubric>().nullable(),
    personas: () => p.manyToMany(PersonaArchetypeEntity).owner().pivotTable('scenario_personas'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** Set when a SuperAdmin deleted a scenario that had sessions: out of the catalogue, its history still readable (ADR 0031). */
    retiredAt: p.datetime().nullable(),
  },
});
export class ScenarioEntity extends ScenarioSchema.class {}
ScenarioSchema.setClass(ScenarioEntity);

export const PracticeSessionSchema = defineEntity({
  name: 'PracticeSession',
  tableName: 'practice_sessions',
  // A learner's sessions newest first (the SuperAdmin's Activity tab), read backwards; it serves every other "by user" query too.
  indexes: [{ properties: ['userId', 'startedAt', 'id'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The learner; users belong to the identity module, so this is a plain id. */
    userId: p.integer(),
    scenario: () => p.manyToOne(ScenarioEntity).index(),
    personaId: p.integer().nullable(),
    personaFirstName: p.string().length(50).nullable(),
    personaGender: p.string().length(10).$type<'male' | 'female'>(),
    personaAvatarUrl: p.string().length(500).nullable(),
    /** The looks the learner chose for the other characters of a group scene, in cast order. */
    castAvatarUrls: p.json<string[]>().nullable(),
    locale: p.string().length(10).$type<'en' | 'ru'>(),
    coachEnabled: p.boolean().default(false),
    status: p.string().length(20).$type<SessionStatus>().default('InProgress').index(),
    startedAt: p.datetime().onCreate(() => new Date()),
    endedAt: p.datetime().nullable(),
    /** When the reply now being given started; null when none is (see SessionRepository.claimReply). */
    replyStartedAt: p.datetime().nullable(),
    /** Where the conversation stands after the last reply (see domain/dialogue.ts). */
    dialogue: p.json<DialogueState>().nullable(),
    /** A retry of another session from one of its learner messages; set null when that one goes. */
    branchedFrom: () => p.manyToOne(PracticeSessionEntity).fieldName('branched_from_session_id').nullable().updateRule('cascade').deleteRule('set null').index(),
    /** The learner message of that session the retry answers again, numbered as results number them. */
    branchedFromMessageNumber: p.integer().nullable(),
  },
});
export class PracticeSessionEntity extends PracticeSessionSchema.class {}
PracticeSessionSchema.setClass(PracticeSessionEntity);

export const SessionMessageSchema = defineEntity({
  name: 'SessionMessage',
  tableName: 'session_messages',
  // A learner's lines newest first over every session (the SuperAdmin's Messages tab), without a join through the sessions.
  indexes: [{ properties: ['userId', 'createdAt', 'id'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    session: () => p.manyToOne(PracticeSessionEntity).index(),
    /** The session's learner, copied from it: a million lines are found by learner through one index. */
    userId: p.integer(),
    sender: p.string().length(10).$type<'user' | 'ai' | 'system'>(),
    content: p.text(),
    speakerName: p.string().length(100).nullable(),
    speakerRole: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class SessionMessageEntity extends SessionMessageSchema.class {}
SessionMessageSchema.setClass(SessionMessageEntity);

export const practiceEntities = [PersonaArchetypeSchema, CategorySchema, ScenarioSchema, PracticeSessionSchema, SessionMessageSchema];
