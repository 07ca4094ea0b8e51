import { inject, injectable } from 'inversify';
import { BrowseCatalogue } from '#src/modules/practice/index.ts';
import { checkGoals, type GoalCheck } from '../domain/goals.ts';

/** Onboarding: checks goals against the catalogue's real categories, without saving them. */
@injectable()
export class ValidateGoals {
  constructor(@inject(BrowseCatalogue) private readonly catalogue: BrowseCatalogue) {}

  async execute(goals: string[]): Promise<GoalCheck> {
    return checkGoals(goals, await this.catalogue.categories('en'));
  }
}
