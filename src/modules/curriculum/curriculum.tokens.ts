export const CURRICULUM = {
  OnboardingProfileRepository: Symbol.for('curriculum.OnboardingProfileRepository'),
} as const;
