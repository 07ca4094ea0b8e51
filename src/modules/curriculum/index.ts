import { ContainerModule, type Container } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import { CURRICULUM } from './curriculum.tokens.ts';
import { MikroOrmOnboardingProfileRepository } from './infrastructure/mikro-orm-onboarding-profile.repository.ts';
import { SetGoals } from './application/set-goals.ts';
import { onboardingRouter } from './http/onboarding.routes.ts';

export { curriculumEntities } from './infrastructure/curriculum.entities.ts';
export { SetGoals };

export const curriculumModule = () =>
  new ContainerModule(({ bind }) => {
    bind(CURRICULUM.OnboardingProfileRepository).to(MikroOrmOnboardingProfileRepository).inSingletonScope();
    bind(SetGoals).toSelf().inSingletonScope();
    bind(PLATFORM.HttpRouter).toDynamicValue((ctx) => onboardingRouter(ctx.get<Container>(PLATFORM.Container)));
  });
