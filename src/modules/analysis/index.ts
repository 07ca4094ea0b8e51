import { ContainerModule, type Container } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import { ANALYSIS } from './analysis.tokens.ts';
import { MikroOrmResultRepository } from './infrastructure/mikro-orm-result.repository.ts';
import { TopScenarios } from './application/top-scenarios.ts';
import { resultsRouter } from './http/results.routes.ts';

export { analysisEntities } from './infrastructure/analysis.entities.ts';
export { ANALYSIS, TopScenarios };
export type { ResultRepository } from './domain/ports.ts';
export { SKILLS, type SessionResult, type Skill } from './domain/result.ts';

export const analysisModule = () =>
  new ContainerModule(({ bind }) => {
    bind(ANALYSIS.ResultRepository).to(MikroOrmResultRepository).inSingletonScope();
    bind(TopScenarios).toSelf().inSingletonScope();
    bind(PLATFORM.HttpRouter).toDynamicValue((ctx) => resultsRouter(ctx.get<Container>(PLATFORM.Container)));
  });
