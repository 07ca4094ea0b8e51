import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import type { LearnerLimit } from '#src/platform/http/learner-limit.ts';
import * as c from './curriculum.contracts.ts';
import type { GenerateCurriculum } from '../application/generate-curriculum.ts';
import type { ViewCurriculum } from '../application/view-curriculum.ts';

const me = (user: AuthUser | undefined) => user as AuthUser; // auth: true routes always have one

export interface CurriculumUseCases {
  generateCurriculum: GenerateCurriculum;
  viewCurriculum: ViewCurriculum;
}

/** SPEC §7 "Onboarding and curriculum": the learner's own initial and dynamic paths. */
export function curriculumRouter({ generateCurriculum, viewCurriculum }: CurriculumUseCases, plans: LearnerLimit): ApiRouter {
  const r = new ApiRouter();
  const tag = 'onboarding';
  r.route(
    { method: 'post', path: '/api/onboarding/curriculum/generate', summary: 'Plan the initial path from the saved goals, and the dynamic one again',
      tag, auth: true, success: { status: 200, schema: c.generatedCurriculum },
      errors: { 400: "CURRICULUM.NO_GOALS 'Save your goals first.'", 429: 'RATE_LIMITED — more than a few plans a minute' } },
    async ({ user }): Promise<c.GeneratedCurriculum> => {
      await plans(me(user).id);
      return generateCurriculum.execute(me(user).id);
    },
  );
  r.route(
    { method: 'get', path: '/api/onboarding/curriculum', summary: 'The learner’s initial or dynamic path, with where they stand in each scenario',
      tag, auth: true, query: c.curriculumQuery, success: { status: 200, schema: c.curriculumList } },
    async ({ user, query }): Promise<c.CurriculumList> => viewCurriculum.execute(me(user).id, query.isInitial),
  );
  return r;
}
