import { inject, injectable } from 'inversify';
import { CURRICULUM } from '../curriculum.tokens.ts';
import { GoalsInvalidError } from '../domain/curriculum.errors.ts';
import type { GoalsInput, SavedGoals } from '../domain/goals.ts';
import type { GoalOrigin, GoalScreen, OnboardingProfileRepository } from '../domain/ports.ts';
import { ValidateGoals } from './validate-goals.ts';

/**
 * Onboarding: the learner saves what to practise — catalogue categories and goals in their own
 * words. Nothing is saved when the goals are refused, so the saved ones stay as they were. The
 * learner's own words reach the AI planner, so they are screened first, like any chat message.
 */
@injectable()
export class SaveGoals {
  constructor(
    @inject(ValidateGoals) private readonly validate: ValidateGoals,
    @inject(CURRICULUM.OnboardingProfileRepository) private readonly profiles: OnboardingProfileRepository,
    @inject(CURRICULUM.GoalScreen) private readonly screen: GoalScreen,
  ) {}

  async execute(userId: number, goals: GoalsInput, origin: GoalOrigin): Promise<SavedGoals> {
    const check = await this.validate.execute(goals);
    if (!check.valid) throw new GoalsInvalidError(check);
    // Goals kept before were screened when they were first saved: only new words are screened (and recorded) again.
    // Exactly the same words: another spelling can mean another thing (base64, for one, is read by case).
    const kept = new Set((await this.profiles.find(userId))?.ownGoals);
    await this.screen.screen(userId, origin, check.ownGoals.filter((g) => !kept.has(g)));
    const { goalCategories, ownGoals } = await this.profiles.save(userId, { goalCategories: check.goalCategories, ownGoals: check.ownGoals });
    return { goalCategories, ownGoals };
  }
}
