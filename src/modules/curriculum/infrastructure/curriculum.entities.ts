import { defineEntity, p } from '@mikro-orm/core';
import type { PlannedItem } from '../domain/planning.ts';
import type { CurriculumVariant, PlannerKind } from '../domain/ports.ts';
import { assignmentEntities } from './assignment.entities.ts';

export const OnboardingProfileSchema = defineEntity({
  name: 'OnboardingProfile',
  tableName: 'onboarding_profiles',
  properties: {
    /** One profile per user; the users table belongs to the identity module, so no foreign key object here. */
    userId: p.integer().primary().autoincrement(false),
    goalCategories: p.json<string[]>(),
    /** Goals in the learner's own words (they name no category); profiles saved before them have none. */
    ownGoals: p.json<string[]>().default('[]'),
    updatedAt: p.datetime(),
  },
});
export class OnboardingProfileEntity extends OnboardingProfileSchema.class {}
OnboardingProfileSchema.setClass(OnboardingProfileEntity);

/** One initial and one dynamic path per learner (ADR 0024). */
export const CurriculumPlanSchema = defineEntity({
  name: 'CurriculumPlan',
  tableName: 'curriculum_plans',
  properties: {
    userId: p.integer().primary().autoincrement(false),
    variant: p.string().length(10).primary().$type<CurriculumVariant>(),
    /** Scenario ids with the reason for each, in order; a scenario removed since is skipped when read. */
    items: p.json<PlannedItem[]>(),
    planner: p.string().length(10).$type<PlannerKind>(),
    basedOn: p.string().length(100),
    generatedAt: p.datetime(),
  },
});
export class CurriculumPlanEntity extends CurriculumPlanSchema.class {}
CurriculumPlanSchema.setClass(CurriculumPlanEntity);

export const curriculumEntities = [OnboardingProfileSchema, CurriculumPlanSchema, ...assignmentEntities];
