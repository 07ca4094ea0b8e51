import { token } from '#src/platform/di.ts';
import type { OnboardingProfileRepository } from './domain/ports.ts';

export const CURRICULUM = {
  OnboardingProfileRepository: token<OnboardingProfileRepository>('curriculum.OnboardingProfileRepository'),
} as const;
