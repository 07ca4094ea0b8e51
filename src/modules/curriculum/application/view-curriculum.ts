import { inject, injectable } from 'inversify';
import { CURRICULUM } from '../curriculum.tokens.ts';
import type { CurriculumRepository } from '../domain/ports.ts';
import type { CurriculumList } from '../http/curriculum.contracts.ts';
import { CurriculumViews } from './curriculum-views.ts';
import { RefreshDynamicCurriculum } from './refresh-dynamic-curriculum.ts';

/**
 * The learner's own initial or dynamic path. A dynamic path made before the latest result (the
 * analysis event not handled yet, or lost) is planned again before it is shown, so the page that
 * refreshes on analysis-complete never shows the path from before.
 */
@injectable()
export class ViewCurriculum {
  constructor(
    @inject(CURRICULUM.CurriculumRepository) private readonly plans: CurriculumRepository,
    @inject(RefreshDynamicCurriculum) private readonly refresh: RefreshDynamicCurriculum,
    @inject(CurriculumViews) private readonly views: CurriculumViews,
  ) {}

  async execute(userId: number, isInitial: boolean): Promise<CurriculumList> {
    const variant = isInitial ? 'initial' : 'dynamic';
    const plan = isInitial ? await this.plans.find(userId, variant) : await this.refresh.current(userId);
    const [view] = await this.views.present(userId, [{ variant, plan }]);
    return view!;
  }
}
