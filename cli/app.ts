import { bootKernel } from '#src/kernel.ts';
import {
  ChangeSubscription, CreateUser, DeleteUser, ListUsers, ManageOrganizations, ResetPassword, SetRole, SetUserOrganization, ViewUser,
} from '#src/modules/identity/index.ts';
import { BrowseCatalogue, ExportContentPack, ImportContentPacks } from '#src/modules/practice/index.ts';
import { RerunAnalysis, RetryFailedAnalyses } from '#src/modules/analysis/index.ts';
import { GrantPremium, ViewSubscription } from '#src/modules/billing/index.ts';
import { ExportSystemData, PruneAiUsage, PruneHackingAttempts, ViewAiUsage } from '#src/modules/security/index.ts';
import { cliConfig, cliLogger, explained, requireDatabase } from './context.ts';

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
  pruneHackingAttempts: PruneHackingAttempts;
  exportSystemData: ExportSystemData;
}

/**
 * What a command does with the database. One that `reads` changes nothing in it: it applies no
 * migration, refusing to run while any are pending (CLI.MIGRATIONS_PENDING), and installs no job
 * queue, since a read, or a dry run, must not change the schema behind the operator's back. One
 * that `writes` migrates first, as the server does. Only one that `creates` something may start a
 * database where there is none (see requireDatabase).
 */
export type Access = 'reads' | 'writes' | 'creates';

/**
 * The CLI's composition root: boots the whole application, resolves the use cases once, and runs
 * `fn` with them in a request context.
 */
export async function withApp<T>(fn: (app: CliApp) => Promise<T>, access: Access = 'reads'): Promise<T> {
  const config = cliConfig();
  return explained(config, async () => {
    await requireDatabase(config, access === 'creates');
    const kernel = await bootKernel(config, cliLogger(config), { readOnly: access === 'reads' });
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
        pruneHackingAttempts: container.get(PruneHackingAttempts),
        exportSystemData: container.get(ExportSystemData),
      };
      return await kernel.inContext(() => fn(app));
    } finally {
      await kernel.shutdown();
    }
  });
}
