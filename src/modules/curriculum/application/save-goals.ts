import { inject, injectable } from 'inversify';
import { CURRICULUM } from '../curriculum.tokens.ts';
import { GoalsInvalidError } from '../domain/curriculum.errors.ts';
import type { OnboardingProfileRepository } from '../domain/ports.ts';
import { ValidateGoals } from './validate-goals.ts';

/** Onboarding: the learner saves what to practise; every goal must be a category of the catalogue. */
@injectable()
export class SaveGoals {
  constructor(
    @inject(ValidateGoals) private readonly validate: ValidateGoals,
    @inject(CURRICULUM.OnboardingProfileRepository) private readonly profiles: OnboardingProfileRepository,
  ) {}

  async execute(userId: number, goals: string[]): Promise<string[]> {
    const check = await this.validate.execute(goals);
    if (!check.valid) throw new GoalsInvalidError(check);
    return (await this.profiles.save(userId, check.goalCategories)).goalCategories;
  }
}
