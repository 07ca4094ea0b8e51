import { inject, injectable } from 'inversify';
import { CURRICULUM } from '../curriculum.tokens.ts';
import { NoGoalsError } from '../domain/curriculum.errors.ts';
import type { CurriculumPlan, CurriculumPlanner } from '../domain/ports.ts';
import type { GeneratedCurriculum } from '../http/curriculum.contracts.ts';
import { CurriculumViews } from './curriculum-views.ts';
import { KeptPlans } from './kept-plans.ts';
import { LearnerStanding, resultsMark } from './learner-standing.ts';
import { RefreshDynamicCurriculum } from './refresh-dynamic-curriculum.ts';

/** Onboarding's last step: the initial path from the saved goals, and the dynamic one planned again. */
@injectable()
export class GenerateCurriculum {
  constructor(
    @inject(LearnerStanding) private readonly standing: LearnerStanding,
    @inject(CURRICULUM.CurriculumPlanner) private readonly planner: CurriculumPlanner,
    @inject(KeptPlans) private readonly plans: KeptPlans,
    @inject(RefreshDynamicCurriculum) private readonly refresh: RefreshDynamicCurriculum,
    @inject(CurriculumViews) private readonly views: CurriculumViews,
  ) {}

  async execute(userId: number): Promise<GeneratedCurriculum> {
    const goals = await this.standing.goals(userId);
    if (!goals) throw new NoGoalsError();
    const { scenarios } = await this.standing.catalogue();
    const { items, planner } = await this.planner.initial({ scenarios, goals, userId });
    const results = await this.standing.results(userId);
    const initial: CurriculumPlan = { userId, variant: 'initial', items, planner, basedOn: resultsMark(results), generatedAt: new Date() };
    await this.plans.save(initial);
    const dynamic = await this.refresh.replan(userId);
    const [initialView, dynamicView] = await this.views.present(userId, [{ variant: 'initial', plan: initial }, { variant: 'dynamic', plan: dynamic }]);
    return { initial: initialView!, dynamic: dynamicView! };
  }
}
