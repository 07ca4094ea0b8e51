import { ContainerModule } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import { bindResolved, bindUseCases } from '#src/platform/di.ts';
import { CURRICULUM } from './curriculum.tokens.ts';
import { MikroOrmOnboardingProfileRepository } from './infrastructure/mikro-orm-onboarding-profile.repository.ts';
import { ValidateGoals } from './application/validate-goals.ts';
import { SaveGoals } from './application/save-goals.ts';
import { ViewOnboardingProfile } from './application/view-onboarding-profile.ts';
import { onboardingRouter } from './http/onboarding.routes.ts';

export { curriculumEntities } from './infrastructure/curriculum.entities.ts';
export { SaveGoals };

export const curriculumModule = () =>
  new ContainerModule(({ bind }) => {
    bind(CURRICULUM.OnboardingProfileRepository).to(MikroOrmOnboardingProfileRepository).inSingletonScope();
    bindUseCases(bind, [ValidateGoals, SaveGoals, ViewOnboardingProfile]);
    bindResolved(bind, PLATFORM.HttpRouter, { viewProfile: ViewOnboardingProfile, validateGoals: ValidateGoals, saveGoals: SaveGoals }, onboardingRouter);
  });
