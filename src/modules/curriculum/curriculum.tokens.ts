import { token } from '#src/platform/di.ts';
import type { CurriculumPlanner, CurriculumRepository, OnboardingProfileRepository } from './domain/ports.ts';

export const CURRICULUM = {
  OnboardingProfileRepository: token<OnboardingProfileRepository>('curriculum.OnboardingProfileRepository'),
  CurriculumRepository: token<CurriculumRepository>('curriculum.CurriculumRepository'),
  CurriculumPlanner: token<CurriculumPlanner>('curriculum.CurriculumPlanner'),
} as const;
