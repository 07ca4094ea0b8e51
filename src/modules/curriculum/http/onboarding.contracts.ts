import { z } from 'zod';

/** Contracts of onboarding (SPEC.md §7 "Onboarding and curriculum"). */

/**
 * Goals arrive as typed; the use case trims, drops blanks, removes case-insensitive duplicates and
 * sorts them into categories and the learner's own words. Text in `goalCategories` that names no
 * category is kept as an own goal too (older clients sent typed goals there). A goal's length is
 * checked by the use case, after trimming, so it can say which goal is too long.
 */
export const goalsRequest = z.object({
  goalCategories: z.array(z.string()).max(100, 'At most 100 goals.'),
  ownGoals: z.array(z.string()).max(100, 'At most 100 goals.').default([]),
});

const goalField = z.enum(['goalCategories', 'ownGoals']);
const message = z.string();

/** One problem that keeps goals from being saved: which field (and entry) and why. */
export const goalError = z.discriminatedUnion('problem', [
  z.object({ problem: z.literal('too-long'), field: goalField, index: z.int(), goal: z.string(), length: z.int(), message }),
  z.object({ problem: z.literal('too-many'), field: z.literal('ownGoals'), index: z.null(), goal: z.null(), count: z.int(), message }),
  z.object({ problem: z.literal('none'), field: z.literal('goalCategories'), index: z.null(), goal: z.null(), message }),
]);

const savedGoals = {
  /** The catalogue's category names (English): chosen, or named by a typed goal in either language. */
  goalCategories: z.array(z.string()),
  /** The goals that name no category, kept in the learner's words (trimmed) for the curriculum. */
  ownGoals: z.array(z.string()),
};

export const goalsValidation = z.object({
  valid: z.boolean(),
  ...savedGoals,
  errors: z.array(goalError),
});

export const goalsSaved = z.object({ success: z.literal(true), ...savedGoals });

export const onboardingProfile = z.object({
  /** The categories saved last time (empty before the first onboarding). */
  previousCategories: z.array(z.string()),
  /** The goals in the learner's own words saved last time. */
  ownGoals: z.array(z.string()),
  updatedAt: z.string().nullable(),
});

export type GoalsRequest = z.input<typeof goalsRequest>;
export type GoalError = z.infer<typeof goalError>;
export type GoalsValidation = z.infer<typeof goalsValidation>;
export type GoalsSaved = z.infer<typeof goalsSaved>;
export type OnboardingProfile = z.infer<typeof onboardingProfile>;
