import { api } from '../../../lib/api-client';
import type { CategoryView, GoalsRequest, GoalsSaved, GoalsValidation, OnboardingProfile } from '../../../lib/contracts';

export const onboardingApi = {
  /** Public: the catalogue's categories are the goals a learner can choose from. */
  categories: () => api.get<CategoryView[]>('/api/scenario/categories'),
  profile: () => api.get<OnboardingProfile>('/api/onboarding/profile'),
  validateGoals: (body: GoalsRequest) => api.post<GoalsValidation>('/api/onboarding/validate-goals', body),
  saveGoals: (body: GoalsRequest) => api.post<GoalsSaved>('/api/onboarding/goals', body),
};
