import { token } from '#src/platform/di.ts';
import type { AccountHold, CurriculumPlanner, CurriculumRepository, GoalScreen, OnboardingProfileRepository } from './domain/ports.ts';
import type { AssignmentRepository } from './domain/assignment.ports.ts';

export const CURRICULUM = {
  OnboardingProfileRepository: token<OnboardingProfileRepository>('curriculum.OnboardingProfileRepository'),
  CurriculumRepository: token<CurriculumRepository>('curriculum.CurriculumRepository'),
  CurriculumPlanner: token<CurriculumPlanner>('curriculum.CurriculumPlanner'),
  AssignmentRepository: token<AssignmentRepository>('curriculum.AssignmentRepository'),
  AccountHold: token<AccountHold>('curriculum.AccountHold'),
  GoalScreen: token<GoalScreen>('curriculum.GoalScreen'),
} as const;
