import type { SavedGoals } from './goals.ts';

export interface OnboardingProfile extends SavedGoals {
  userId: number;
  updatedAt: Date;
}

export interface OnboardingProfileRepository {
  find(userId: number): Promise<OnboardingProfile | null>;
  /** Creates or replaces the user's goals. */
  save(userId: number, goals: SavedGoals): Promise<OnboardingProfile>;
}
