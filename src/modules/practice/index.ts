import { existsSync } from 'node:fs';
import { ContainerModule, type Container, type Newable } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import { PLATFORM, type StartupTask } from '#src/platform/tokens.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PRACTICE } from './practice.tokens.ts';
import { CATALOGUE_CHANGED_EVENT, type CatalogueRepository } from './domain/ports.ts';
import { MikroOrmCatalogueRepository } from './infrastructure/mikro-orm-catalogue.repository.ts';
import { readContentDocuments } from './infrastructure/json-file-content-source.ts';
import { CatalogueSnapshot } from './application/catalogue-snapshot.ts';
import { BrowseCatalogue } from './application/browse-catalogue.ts';
import { ImportContentPacks } from './application/import-content-packs.ts';
import { ExportContentPack } from './application/export-content-pack.ts';
import { catalogueRouter } from './http/catalogue.routes.ts';

export { practiceEntities } from './infrastructure/practice.entities.ts';
export { readContentDocuments, BrowseCatalogue, ImportContentPacks, ExportContentPack, CatalogueSnapshot };
export { ContentInvalidError, ScenarioNotFoundError, type ContentProblem } from './domain/practice.errors.ts';
export { validateContentPacks, type ContentDocument } from './application/validate-content-packs.ts';
export type { ImportReport } from './application/import-content-packs.ts';
export { DIFFICULTIES, type Difficulty } from './domain/scenario.ts';
export { PRACTICE };

export const practiceModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PRACTICE.CatalogueRepository).to(MikroOrmCatalogueRepository).inSingletonScope();
    for (const useCase of [CatalogueSnapshot, BrowseCatalogue, ImportContentPacks, ExportContentPack] as Newable<unknown>[])
      bind(useCase).toSelf().inSingletonScope();
    bind(PLATFORM.HttpRouter).toDynamicValue((ctx) => catalogueRouter(ctx.get<Container>(PLATFORM.Container)));

    bind<StartupTask>(PLATFORM.StartupTask).toDynamicValue((ctx) => ({
      name: 'practice: keep the catalogue cache in step with imports',
      async run() {
        const snapshot = ctx.get(CatalogueSnapshot);
        ctx.get<EventBus>(PLATFORM.EventBus).subscribe(CATALOGUE_CHANGED_EVENT, () => snapshot.invalidate());
      },
    }));
    // DESIGN §3: the shipped packs load when the catalogue is empty (first start of a fresh install).
    bind<StartupTask>(PLATFORM.StartupTask).toDynamicValue((ctx) => ({
      name: 'practice: load the content packs into an empty catalogue',
      serverOnly: true,
      async run() {
        const logger = ctx.get<Logger>(PLATFORM.Logger);
        if ((await ctx.get<CatalogueRepository>(PRACTICE.CatalogueRepository).scenarioCount()) > 0) return;
        if (!existsSync(config.CONTENT_DIR)) {
          logger.warn({ contentDir: config.CONTENT_DIR }, 'the catalogue is empty and CONTENT_DIR does not exist: no scenarios to offer');
          return;
        }
        const report = await ctx.get(ImportContentPacks).execute(readContentDocuments(config.CONTENT_DIR));
        logger.info({ contentDir: config.CONTENT_DIR, ...report.totals }, 'content packs loaded into the empty catalogue');
      },
    }));
  });
