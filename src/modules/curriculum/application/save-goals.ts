import { inject, injectable } from 'inversify';
import { CURRICULUM } from '../curriculum.tokens.ts';
import { GoalsInvalidError } from '../domain/curriculum.errors.ts';
import type { GoalsInput, SavedGoals } from '../domain/goals.ts';
import type { OnboardingProfileRepository } from '../domain/ports.ts';
import { ValidateGoals } from './validate-goals.ts';

/**
 * Onboarding: the learner saves what to practise — catalogue categories and goals in their own
 * words. Nothing is saved when the goals are refused, so the saved ones stay as they were.
 */
@injectable()
export class SaveGoals {
  constructor(
    @inject(ValidateGoals) private readonly validate: ValidateGoals,
    @inject(CURRICULUM.OnboardingProfileRepository) private readonly profiles: OnboardingProfileRepository,
  ) {}

  async execute(userId: number, goals: GoalsInput): Promise<SavedGoals> {
    const check = await this.validate.execute(goals);
    if (!check.valid) throw new GoalsInvalidError(check);
    const { goalCategories, ownGoals } = await this.profiles.save(userId, { goalCategories: check.goalCategories, ownGoals: check.ownGoals });
    return { goalCategories, ownGoals };
  }
}
