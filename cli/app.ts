import { bootKernel } from '#src/kernel.ts';
import { CreateUser, DeleteUser, ManageOrganizations, ResetPassword, SetRole, SetUserOrganization } from '#src/modules/identity/index.ts';
import { BrowseCatalogue, ExportContentPack, ImportContentPacks } from '#src/modules/practice/index.ts';
import { RerunAnalysis, RetryFailedAnalyses } from '#src/modules/analysis/index.ts';
import { GrantPremium, ViewSubscription } from '#src/modules/billing/index.ts';
import { ExportSystemData, ViewAiUsage } from '#src/modules/security/index.ts';
import { cliConfig, cliLogger } from './context.ts';

/** The use cases operator commands call: what a command gets instead of the container. */
export interface CliApp {
  createUser: CreateUser;
  resetPassword: ResetPassword;
  setRole: SetRole;
  deleteUser: DeleteUser;
  organizations: ManageOrganizations;
  setUserOrganization: SetUserOrganization;
  importContentPacks: ImportContentPacks;
  exportContentPack: ExportContentPack;
  browseCatalogue: BrowseCatalogue;
  rerunAnalysis: RerunAnalysis;
  retryFailedAnalyses: RetryFailedAnalyses;
  grantPremium: GrantPremium;
  viewSubscription: ViewSubscription;
  viewAiUsage: ViewAiUsage;
  exportSystemData: ExportSystemData;
}

/**
 * The CLI's composition root: boots the whole application (migrating first, as the server does),
 * resolves the use cases once, and runs `fn` with them in a request context.
 */
export async function withApp<T>(fn: (app: CliApp) => Promise<T>): Promise<T> {
  const config = cliConfig();
  const kernel = await bootKernel(config, cliLogger(config), { migrate: true });
  try {
    const { container } = kernel;
    const app: CliApp = {
      createUser: container.get(CreateUser),
      resetPassword: container.get(ResetPassword),
      setRole: container.get(SetRole),
      deleteUser: container.get(DeleteUser),
      organizations: container.get(ManageOrganizations),
      setUserOrganization: container.get(SetUserOrganization),
      importContentPacks: container.get(ImportContentPacks),
      exportContentPack: container.get(ExportContentPack),
      browseCatalogue: container.get(BrowseCatalogue),
      rerunAnalysis: container.get(RerunAnalysis),
      retryFailedAnalyses: container.get(RetryFailedAnalyses),
      grantPremium: container.get(GrantPremium),
      viewSubscription: container.get(ViewSubscription),
      viewAiUsage: container.get(ViewAiUsage),
      exportSystemData: container.get(ExportSystemData),
    };
    return await kernel.inContext(() => fn(app));
  } finally {
    await kernel.shutdown();
  }
}
