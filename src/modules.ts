import type { ContainerModule } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import { AppSettingSchema } from '#src/platform/db/app-setting.ts';
import { jobOwnershipEntities } from '#src/platform/jobs/job-ownership.entities.ts';
import { identityEntities, identityModule } from '#src/modules/identity/index.ts';
import { practiceEntities, practiceModule } from '#src/modules/practice/index.ts';
import { curriculumEntities, curriculumModule } from '#src/modules/curriculum/index.ts';
import { analysisEntities, analysisModule } from '#src/modules/analysis/index.ts';
import { billingEntities, billingModule } from '#src/modules/billing/index.ts';
import { securityEntities, securityModule } from '#src/modules/security/index.ts';

/** Every module of Rapport, in one place, for the server, the CLI and the tests. */
export function appModules(config: Config): ContainerModule[] {
  return [identityModule(config), billingModule(config), analysisModule(config), practiceModule(config), curriculumModule(config), securityModule(config)];
}

export const appEntities = [AppSettingSchema, ...jobOwnershipEntities, ...identityEntities, ...practiceEntities, ...curriculumEntities, ...analysisEntities, ...billingEntities, ...securityEntities];
