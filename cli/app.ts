import { bootKernel } from '#src/kernel.ts';
import {
  ChangeSubscription, CreateUser, DeleteUser, ListUsers, ManageOrganizations, ResetPassword, SetRole, SetUserOrganization, ViewUser,
} from '#src/modules/identity/index.ts';
import { BrowseCatalogue, ExportContentPack, ImportContentPacks } from '#src/modules/practice/index.ts';
import { RerunAnalysis, RetryFailedAnalyses } from '#src/modules/analysis/index.ts';
import { GrantPremium, ViewSubscription } from '#src/modules/billing/index.ts';
import { ExportSystemData, PruneAiUsage, ViewAiUsage } from '#src/modules/security/index.ts';
import { existsSync } from 'node:fs';
import { AppError } from '#src/platform/errors.ts';
import { cliConfig, cliLogger, describeDatabase } from './context.ts';

/** The use cases operator commands call: what a command gets instead of the container. */
export interface CliApp {
  createUser: CreateUser;
  resetPassword: ResetPassword;
  setRole: SetRole;
  deleteUser: DeleteUser;
  listUsers: ListUsers;
  viewUser: ViewUser;
  organizations: ManageOrganizations;
  setUserOrganization: SetUserOrganization;
  changeSubscription: ChangeSubscription;
  importContentPacks: ImportContentPacks;
  exportContentPack: ExportContentPack;
  browseCatalogue: BrowseCatalogue;
  rerunAnalysis: RerunAnalysis;
  retryFailedAnalyses: RetryFailedAnalyses;
  grantPremium: GrantPremium;
  viewSubscription: ViewSubscription;
  viewAiUsage: ViewAiUsage;
  pruneAiUsage: PruneAiUsage;
  exportSystemData: ExportSystemData;
}

/**
 * The CLI's composition root: boots the whole application (migrating first, as the server does),
 * resolves the use cases once, and runs `fn` with them in a request context. Only the commands that
 * create something (`creates`) may start an embedded database where there is none: anything else
 * there means DATA_DIR points at the wrong place, and an empty database would answer "no such user".
 */
export async function withApp<T>(fn: (app: CliApp) => Promise<T>, { creates = false } = {}): Promise<T> {
  const config = cliConfig();
  const database = describeDatabase(config);
  if (database.kind === 'pglite' && !creates && !existsSync(database.path)) {
    throw new AppError('CLI.NO_DATABASE', `No database at ${database.path}: set DATA_DIR (or DATABASE_URL) to the server's, or create one here with rapport db migrate`);
  }
  const kernel = await bootKernel(config, cliLogger(config), { migrate: true });
  try {
    const { container } = kernel;
    const app: CliApp = {
      createUser: container.get(CreateUser),
      resetPassword: container.get(ResetPassword),
      setRole: container.get(SetRole),
      deleteUser: container.get(DeleteUser),
      listUsers: container.get(ListUsers),
      viewUser: container.get(ViewUser),
      organizations: container.get(ManageOrganizations),
      setUserOrganization: container.get(SetUserOrganization),
      changeSubscription: container.get(ChangeSubscription),
      importContentPacks: container.get(ImportContentPacks),
      exportContentPack: container.get(ExportContentPack),
      browseCatalogue: container.get(BrowseCatalogue),
      rerunAnalysis: container.get(RerunAnalysis),
      retryFailedAnalyses: container.get(RetryFailedAnalyses),
      grantPremium: container.get(GrantPremium),
      viewSubscription: container.get(ViewSubscription),
      viewAiUsage: container.get(ViewAiUsage),
      pruneAiUsage: container.get(PruneAiUsage),
      exportSystemData: container.get(ExportSystemData),
    };
    return await kernel.inContext(() => fn(app));
  } finally {
    await kernel.shutdown();
  }
}
