export interface OnboardingProfile {
  userId: number;
  goalCategories: string[];
  updatedAt: Date;
}

export interface OnboardingProfileRepository {
  find(userId: number): Promise<OnboardingProfile | null>;
  /** Creates or replaces the user's goals. */
  save(userId: number, goalCategories: string[]): Promise<OnboardingProfile>;
}
