import { inject, injectable } from 'inversify';
import { CURRICULUM } from '../curriculum.tokens.ts';
import type { OnboardingProfileRepository } from '../domain/ports.ts';

/** What re-onboarding starts from: SPEC calls the saved goals `previousCategories`. */
@injectable()
export class ViewOnboardingProfile {
  constructor(@inject(CURRICULUM.OnboardingProfileRepository) private readonly profiles: OnboardingProfileRepository) {}

  async execute(userId: number) {
    const profile = await this.profiles.find(userId);
    return { previousCategories: profile?.goalCategories ?? [], updatedAt: profile?.updatedAt.toISOString() ?? null };
  }
}
