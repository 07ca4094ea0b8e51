import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
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

/** SPEC §7 "Onboarding and curriculum": goals (the curriculum itself comes later). */
export function onboardingRouter({ viewProfile, validateGoals, saveGoals }: OnboardingUseCases): ApiRouter {
  const r = new ApiRouter();
  const tag = 'onboarding';
  r.route(
    { method: 'get', path: '/api/onboarding/profile', summary: 'The goals saved last time (previousCategories)', tag, auth: true,
      success: { status: 200, schema: c.onboardingProfile } },
    ({ user }) => viewProfile.execute(me(user).id),
  );
  r.route(
    { method: 'post', path: '/api/onboarding/validate-goals', summary: 'Check goals against the catalogue’s categories without saving', tag,
      auth: true, body: c.goalsRequest, success: { status: 200, schema: c.goalsValidation } },
    ({ body }) => validateGoals.execute(body.goalCategories),
  );
  r.route(
    { method: 'post', path: '/api/onboarding/goals', summary: 'Save goals (trimmed, blanks dropped, duplicates removed)', tag, auth: true,
      body: c.goalsRequest, success: { status: 200, schema: c.goalsSaved }, errors: { 400: 'CURRICULUM.GOALS_INVALID (details: one entry per goal)' } },
    async ({ user, body }) => ({ success: true as const, goalCategories: await saveGoals.execute(me(user).id, body.goalCategories) }),
  );
  return r;
}
