import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { CURRICULUM } from '../curriculum.tokens.ts';
import type { AccountHold, CurriculumPlan, CurriculumRepository } from '../domain/ports.ts';

/**
 * Saves a plan only while its learner's account stands, holding the account's row meanwhile, as
 * account deletion (ADR 0030) takes it before its erasers: a plan still being made (an AI planner
 * takes seconds) when the account is deleted is not written back after the eraser removed the rest.
 */
@injectable()
export class KeptPlans {
  constructor(
    @inject(CURRICULUM.CurriculumRepository) private readonly plans: CurriculumRepository,
    @inject(CURRICULUM.AccountHold) private readonly accounts: AccountHold,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  /** False, writing nothing, when the account is gone. */
  save(plan: CurriculumPlan): Promise<boolean> {
    return this.transactions.run(async () => {
      if (!(await this.accounts.holdAccount(plan.userId))) return false;
      await this.plans.save(plan);
      return true;
    });
  }
}
