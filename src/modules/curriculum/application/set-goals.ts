import { inject, injectable } from 'inversify';
import { AppError } from '#src/platform/errors.ts';
import { BrowseCatalogue } from '#src/modules/practice/index.ts';
import { CURRICULUM } from '../curriculum.tokens.ts';
import { checkGoals, type GoalCheck } from '../domain/goals.ts';
import type { OnboardingProfileRepository } from '../domain/ports.ts';

export class GoalsInvalidError extends AppError {
  constructor(check: GoalCheck) {
    super('CURRICULUM.GOALS_INVALID', check.errors.map((e) => e.message).join(' '), check.errors);
  }
}

/** Onboarding: the learner picks what to practise, from the catalogue's real categories. */
@injectable()
export class SetGoals {
  constructor(
    @inject(BrowseCatalogue) private readonly catalogue: BrowseCatalogue,
    @inject(CURRICULUM.OnboardingProfileRepository) private readonly profiles: OnboardingProfileRepository,
  ) {}

  async validate(goals: string[]): Promise<GoalCheck> {
    return checkGoals(goals, await this.catalogue.categories('en'));
  }

  async save(userId: number, goals: string[]): Promise<string[]> {
    const check = await this.validate(goals);
    if (!check.valid) throw new GoalsInvalidError(check);
    return (await this.profiles.save(userId, check.goalCategories)).goalCategories;
  }

  /** SPEC calls the saved goals `previousCategories`: what re-onboarding starts from. */
  async profile(userId: number) {
    const profile = await this.profiles.find(userId);
    return { previousCategories: profile?.goalCategories ?? [], updatedAt: profile?.updatedAt.toISOString() ?? null };
  }
}
