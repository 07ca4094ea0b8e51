import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import type { LearnerLimit } from '#src/platform/http/learner-limit.ts';
import * as c from './onboarding.contracts.ts';
import type { SaveGoals } from '../application/save-goals.ts';
import type { ValidateGoals } from '../application/validate-goals.ts';
import type { ViewOnboardingProfile } from '../application/view-onboarding-profile.ts';

const me = (user: AuthUser | undefined) => user as AuthUser; // auth: true routes always have one

export interface OnboardingUseCases {
  viewProfile: ViewOnboardingProfile;
  validateGoals: ValidateGoals;
  saveGoals: SaveGoals;
}

/** SPEC §7 "Onboarding and curriculum": goals (the curriculum's own routes are in curriculum.routes.ts). */
/** `saves`: goals in the learner's own words are screened (and may be recorded) on each save, so saves are limited. */
export function onboardingRouter({ viewProfile, validateGoals, saveGoals }: OnboardingUseCases, saves: LearnerLimit): ApiRouter {
  const r = new ApiRouter();
  const tag = 'onboarding';
  r.route(
    { method: 'get', path: '/api/onboarding/profile', summary: 'The goals saved last time: previousCategories and ownGoals', tag, auth: true,
      success: { status: 200, schema: c.onboardingProfile } },
    async ({ user }): Promise<c.OnboardingProfile> => viewProfile.execute(me(user).id),
  );
  r.route(
    { method: 'post', path: '/api/onboarding/validate-goals', summary: 'Sort goals into catalogue categories and own words, without saving',
      tag, auth: true, body: c.goalsRequest, success: { status: 200, schema: c.goalsValidation } },
    async ({ body }): Promise<c.GoalsValidation> => validateGoals.execute(body),
  );
  r.route(
    { method: 'post', path: '/api/onboarding/goals', summary: 'Save goals (trimmed, blanks dropped, duplicates removed, sorted like validate-goals)',
      tag, auth: true, body: c.goalsRequest, success: { status: 200, schema: c.goalsSaved },
      errors: {
        400: 'CURRICULUM.GOALS_INVALID (details: one entry per problem: field, index, problem, message)',
        422: 'SECURITY.MESSAGE_BLOCKED (a goal in the learner\'s own words looks like an attack on the AI\'s instructions)',
        429: 'RATE_LIMITED (more than a few saves a minute), or SECURITY.SENDING_PAUSED (details.retryAfterSeconds) after repeated blocked messages',
      } },
    async ({ ctx, user, body }): Promise<c.GoalsSaved> => {
      await saves(me(user).id);
      return { success: true, ...(await saveGoals.execute(me(user).id, body, { email: me(user).email, ip: ctx.ip || null })) };
    },
  );
  return r;
}
