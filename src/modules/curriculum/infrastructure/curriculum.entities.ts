import { defineEntity, p } from '@mikro-orm/core';

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

export const curriculumEntities = [OnboardingProfileSchema];
