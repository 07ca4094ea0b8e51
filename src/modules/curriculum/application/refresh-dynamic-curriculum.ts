import { inject, injectable } from 'inversify';
import { CURRICULUM } from '../curriculum.tokens.ts';
import type { CurriculumPlan, CurriculumPlanner, CurriculumRepository } from '../domain/ports.ts';
import { KeptPlans } from './kept-plans.ts';
import { LearnerStanding, resultsMark } from './learner-standing.ts';

/**
 * Keeps the learner's dynamic path in step with their results (ADR 0024): planned again after
 * every completed analysis, on generate, and when a read finds it out of date. A read racing the
 * analysis event shares one run with it, so the path (and any call to a language model) is made once.
 */
@injectable()
export class RefreshDynamicCurriculum {
  /** The run under way per learner, in this process. */
  private readonly running = new Map<number, Promise<CurriculumPlan | null>>();

  constructor(
    @inject(LearnerStanding) private readonly standing: LearnerStanding,
    @inject(CURRICULUM.CurriculumPlanner) private readonly planner: CurriculumPlanner,
    @inject(CURRICULUM.CurriculumRepository) private readonly plans: CurriculumRepository,
    @inject(KeptPlans) private readonly kept: KeptPlans,
  ) {}

  /**
   * The saved path when it was made from the learner's results as they are now; otherwise a new
   * one (sharing a run under way). Null when there is nothing to plan from: no goals, no results.
   */
  async current(userId: number): Promise<CurriculumPlan | null> {
    await this.running.get(userId)?.catch(() => null);
    const mark = resultsMark(await this.standing.results(userId));
    const saved = await this.plans.find(userId, 'dynamic');
    if (saved?.basedOn === mark) return saved;
    return this.running.get(userId) ?? this.run(userId);
  }

  /** A new path whatever the saved one was made from (the goals changed), after any run under way. */
  async replan(userId: number): Promise<CurriculumPlan | null> {
    await this.running.get(userId)?.catch(() => null);
    return this.run(userId);
  }

  private run(userId: number): Promise<CurriculumPlan | null> {
    const run = this.plan(userId);
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
      scenarios, goals: goals ?? { categories: [], ownGoals: [] }, results, community, initial: initial?.items ?? [], userId,
    });
    const plan: CurriculumPlan = { userId, variant: 'dynamic', items, planner, basedOn: resultsMark(results), generatedAt: new Date() };
    return (await this.kept.save(plan)) ? plan : null;
  }
}
