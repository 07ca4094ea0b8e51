import { inject, injectable } from 'inversify';
import { CURRICULUM } from '../curriculum.tokens.ts';
import type { CurriculumPlan, CurriculumPlanner, CurriculumRepository } from '../domain/ports.ts';
import { LearnerStanding, resultsMark } from './learner-standing.ts';

/**
 * Plans the learner's dynamic path again from their goals and results, and saves it (ADR 0024):
 * after every completed analysis, on generate, and when a read finds the saved one out of date.
 */
@injectable()
export class RefreshDynamicCurriculum {
  /** One run per learner at a time in this process: a read racing the analysis event waits for the run under way. */
  private readonly running = new Map<number, Promise<CurriculumPlan | null>>();

  constructor(
    @inject(LearnerStanding) private readonly standing: LearnerStanding,
    @inject(CURRICULUM.CurriculumPlanner) private readonly planner: CurriculumPlanner,
    @inject(CURRICULUM.CurriculumRepository) private readonly plans: CurriculumRepository,
  ) {}

  /**
   * The new plan; null when there is nothing to plan from (no goals and no results). A call while
   * a run is under way shares it, unless `force`d: then it runs again once that one is done.
   */
  execute(userId: number, { force = false } = {}): Promise<CurriculumPlan | null> {
    const under = this.running.get(userId);
    if (under && !force) return under;
    const run = (under ?? Promise.resolve(null)).catch(() => null).then(() => this.plan(userId));
    this.running.set(userId, run);
    const done = () => {
      if (this.running.get(userId) === run) this.running.delete(userId);
    };
    void run.then(done, done);
    return run;
  }

  private async plan(userId: number): Promise<CurriculumPlan | null> {
    const goals = await this.standing.goals(userId);
    const results = await this.standing.results(userId);
    if (!goals && !results.length) return null;
    const { scenarios } = await this.standing.catalogue();
    const community = await this.standing.community();
    const initial = await this.plans.find(userId, 'initial');
    const { items, planner } = await this.planner.dynamic({
      scenarios, goals: goals ?? { categories: [], ownGoals: [] }, results, community, initial: initial?.items ?? [],
    });
    const plan: CurriculumPlan = { userId, variant: 'dynamic', items, planner, basedOn: resultsMark(results), generatedAt: new Date() };
    await this.plans.save(plan);
    return plan;
  }
}
