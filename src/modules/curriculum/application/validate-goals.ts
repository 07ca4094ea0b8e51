import { inject, injectable } from 'inversify';
import { BrowseCatalogue } from '#src/modules/practice/index.ts';
import { checkGoals, type GoalCheck, type GoalsInput } from '../domain/goals.ts';

/** Onboarding: sorts goals into the catalogue's real categories and the learner's own words, without saving them. */
@injectable()
export class ValidateGoals {
  constructor(@inject(BrowseCatalogue) private readonly catalogue: BrowseCatalogue) {}

  async execute(goals: GoalsInput): Promise<GoalCheck> {
    return checkGoals(goals, await this.catalogue.categories('en'));
  }
}
