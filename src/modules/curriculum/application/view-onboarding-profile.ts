import { inject, injectable } from 'inversify';
import { CURRICULUM } from '../curriculum.tokens.ts';
import type { OnboardingProfileRepository } from '../domain/ports.ts';

/** What re-onboarding starts from: SPEC calls the saved categories `previousCategories`; beside them, the learner's own goals. */
@injectable()
export class ViewOnboardingProfile {
  constructor(@inject(CURRICULUM.OnboardingProfileRepository) private readonly profiles: OnboardingProfileRepository) {}

  async execute(userId: number) {
    const profile = await this.profiles.find(userId);
    return {
      previousCategories: profile?.goalCategories ?? [],
      ownGoals: profile?.ownGoals ?? [],
      updatedAt: profile?.updatedAt.toISOString() ?? null,
    };
  }
}
