import { z } from 'zod';

/** Contracts of onboarding (SPEC.md §7 "Onboarding and curriculum"). */

/** Goals arrive as typed; the use case trims, drops blanks and removes case-insensitive duplicates. */
export const goalsRequest = z.object({
  goalCategories: z.array(z.string().max(100, 'A goal must be at most 100 characters.')).max(50),
});

export const goalsValidation = z.object({
  valid: z.boolean(),
  /** The goals as they would be saved: normalised to the catalogue's category names (English). */
  goalCategories: z.array(z.string()),
  /** One entry per goal that is not a category of the catalogue, or why the list as a whole is refused. */
  errors: z.array(z.object({ goal: z.string().nullable(), message: z.string() })),
});

export const goalsSaved = z.object({ success: z.literal(true), goalCategories: z.array(z.string()) });

export const onboardingProfile = z.object({
  /** The goals saved last time (empty before the first onboarding). */
  previousCategories: z.array(z.string()),
  updatedAt: z.string().nullable(),
});

export type GoalsRequest = z.infer<typeof goalsRequest>;
export type GoalsValidation = z.infer<typeof goalsValidation>;
export type OnboardingProfile = z.infer<typeof onboardingProfile>;
