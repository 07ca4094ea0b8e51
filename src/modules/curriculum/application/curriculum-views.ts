import { inject, injectable } from 'inversify';
import type { CurriculumItem, CurriculumList } from '../http/curriculum.contracts.ts';
import { progressIndex } from '../domain/progress.ts';
import type { CurriculumPlan, CurriculumVariant } from '../domain/ports.ts';
import { LearnerStanding } from './learner-standing.ts';

/** Saved paths as the learner sees them: each scenario as it is now, with where the learner stands in it. */
@injectable()
export class CurriculumViews {
  constructor(@inject(LearnerStanding) private readonly standing: LearnerStanding) {}

  async present(userId: number, plans: { variant: CurriculumVariant; plan: CurriculumPlan | null }[]): Promise<CurriculumList[]> {
    const { summaries } = await this.standing.catalogue();
    const progress = progressIndex(await this.standing.results(userId), await this.standing.learnerSessions(userId));
    return plans.map(({ variant, plan }) => ({
      isInitial: variant === 'initial',
      generatedAt: plan?.generatedAt.toISOString() ?? null,
      items: (plan?.items ?? []).flatMap(({ scenarioId, reason }): CurriculumItem[] => {
        const s = summaries.get(scenarioId);
        if (!s) return []; // removed from the catalogue since
        return [{
          scenarioId, name: s.name, name_ru: s.name_ru, description: s.description, description_ru: s.description_ru,
          category: s.category, category_ru: s.category_ru, difficulty: s.difficulty, difficulty_ru: s.difficulty_ru,
          speakerCount: s.speakerCount, ...progress(scenarioId), reason,
        }];
      }),
    }));
  }
}
