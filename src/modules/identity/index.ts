import { ContainerModule } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { Database } from '#src/platform/db/database.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { bindResolved, bindUseCases } from '#src/platform/di.ts';
import { bindExportTables } from '#src/platform/export/table-section.ts';
import { identityExportTables } from './infrastructure/identity.export-tables.ts';
import { sharedSecret } from '#src/platform/db/app-setting.ts';
import { IDENTITY } from './identity.tokens.ts';
import { MikroOrmUserRepository } from './infrastructure/mikro-orm-user.repository.ts';
import { MikroOrmRefreshTokenStore } from './infrastructure/mikro-orm-refresh-token.store.ts';
import { MikroOrmPasswordResetStore } from './infrastructure/mikro-orm-password-reset.store.ts';
import { MikroOrmEmailChangeUndoStore } from './infrastructure/mikro-orm-email-change-undo.store.ts';
import { ForgottenPassword } from './application/forgotten-password.ts';
import { passwordResetRouter } from './http/password-reset.routes.ts';
import { UndoEmailChange } from './application/undo-email-change.ts';
import { undoEmailChangeRouter } from './http/undo-email-change.routes.ts';
import { MikroOrmLoginAttemptLog } from './infrastructure/mikro-orm-login-attempt.log.ts';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher.ts';
import { JoseAccessTokens } from './infrastructure/jose-access-tokens.ts';
import { ProfileCache } from './infrastructure/profile-cache.ts';
import { mikroOrmSqlStore, RateLimiterFlexibleThrottle } from './infrastructure/rate-limiter-flexible.throttle.ts';
import { MikroOrmScenarioCounters } from './infrastructure/mikro-orm-scenario-counters.ts';
import { MikroOrmExperienceLedger } from './infrastructure/mikro-orm-experience-ledger.ts';
import { MikroOrmLearnerTimeZones } from './infrastructure/mikro-orm-learner-time-zones.ts';
import { MikroOrmLinkedAccountRepository } from './infrastructure/mikro-orm-linked-account.repository.ts';
import { configuredIdentityProviders } from './infrastructure/oauth/configured-identity-providers.ts';
import { CurrentProfiles } from './application/current-profiles.ts';
import { AuthenticateToken } from './application/authenticate-token.ts';
import { IssueSession } from './application/issue-session.ts';
import { Register } from './application/register.ts';
import { Login } from './application/login.ts';
import { RefreshSession } from './application/refresh-session.ts';
import { Logout } from './application/logout.ts';
import { GetProfile } from './application/get-profile.ts';
import { UpdateLocale } from './application/update-locale.ts';
import { RecordHeartbeat } from './application/record-heartbeat.ts';
import { ShouldForceLogout } from './application/should-force-logout.ts';
import { ForceLogout } from './application/force-logout.ts';
import { ChangePassword } from './application/change-password.ts';
import { SignOutOtherDevices } from './application/sign-out-other-devices.ts';
import { UpdateEmail } from './application/update-email.ts';
import { CreateUser } from './application/create-user.ts';
import { ResetPassword } from './application/reset-password.ts';
import { SetRole } from './application/set-role.ts';
import { SendVerification } from './application/send-verification.ts';
import { VerifyEmail } from './application/verify-email.ts';
import { VerificationStatus } from './application/verification-status.ts';
import { authRouter } from './http/auth.routes.ts';
import { emailVerificationRouter } from './http/email-verification.routes.ts';
import { ProviderTokens } from './application/provider-tokens.ts';
import { SignInWithProvider } from './application/sign-in-with-provider.ts';
import { LinkProvider } from './application/link-provider.ts';
import { UnlinkProvider } from './application/unlink-provider.ts';
import { ListLinkedAccounts } from './application/list-linked-accounts.ts';
import { ListSignInOptions } from './application/list-sign-in-options.ts';
import { oauthRouter } from './http/oauth.routes.ts';
import { MikroOrmOrganizationRepository } from './infrastructure/mikro-orm-organization.repository.ts';
import { MikroOrmInvitationRepository } from './infrastructure/mikro-orm-invitation.repository.ts';
import { TeamDirectory } from './application/team-directory.ts';
import { ListTeam } from './application/list-team.ts';
import { InviteTeamMember } from './application/invite-team-member.ts';
import { RevokeInvitation } from './application/revoke-invitation.ts';
import { RemoveTeamMember } from './application/remove-team-member.ts';
import { TeamSettings } from './application/team-settings.ts';
import { ViewInvitation } from './application/view-invitation.ts';
import { AnswerInvitation } from './application/answer-invitation.ts';
import { JoinByInvitation } from './application/join-by-invitation.ts';
import { ManageOrganizations } from './application/manage-organizations.ts';
import { SetUserOrganization } from './application/set-user-organization.ts';
import { teamRouter } from './http/team.routes.ts';
import { MikroOrmPeopleDirectory } from './infrastructure/mikro-orm-people-directory.ts';
import { ListUsers } from './application/list-users.ts';
import { ViewUserStats } from './application/view-user-stats.ts';
import { ViewUser } from './application/view-user.ts';
import { EditUser } from './application/edit-user.ts';
import { ResetUserPassword } from './application/reset-user-password.ts';
import { ChangeSubscription } from './application/change-subscription.ts';
import { ListUserLogins } from './application/list-user-logins.ts';
import { ChangeOwnPassword } from './application/change-own-password.ts';
import { superAdminUsersRouter } from './http/superadmin-users.routes.ts';
import { invitationRouter } from './http/invitation.routes.ts';
import { INVITES_PER_HOUR } from './domain/invitation.ts';
import { RESET_MAILS_PER_HOUR } from './domain/password-reset.ts';
import { relayForcedLogout } from './realtime/forced-logout.relay.ts';
import { DeleteUser } from './application/delete-user.ts';
import { MikroOrmPersonalDataEraser } from './infrastructure/mikro-orm-personal-data.eraser.ts';
import { superAdminDeletionRouter } from './http/superadmin-deletion.routes.ts';

export { identityEntities } from './infrastructure/identity.entities.ts';
export { CLI_OPERATOR, type Operator } from './application/superadmin-actor.ts';
export { planChangeRecord } from './application/people-views.ts';
export { CreateUser, ResetPassword, SetRole, ForceLogout, GetProfile, TeamDirectory, ManageOrganizations, SetUserOrganization, DeleteUser, ListUsers, ViewUser,
  ChangeSubscription };
export { USER_SORT_COLUMNS, type UserDetail, type UserListItem, type UsersQuery } from './http/superadmin-users.contracts.ts';
export type { OrganizationRef, TeamMemberRecord } from './domain/team.ts';
export { organizationName } from './http/team.contracts.ts';
export { ROLES, presenceOf, type Role, type User } from './domain/user.ts';
export { usageView, type UsageView } from './http/auth.contracts.ts';
export { IDENTITY } from './identity.tokens.ts';
export { ForcedLogout, UsersChanged } from './identity.events.ts';
export type { AccountPlan, AccountPlans, PlanChange, PlanChanges } from './domain/people.ports.ts';
export type { AuditRecord, AuditTrail, EmailVerifiedListener, PersonalDataEraser, UserRepository, UsageReader } from './domain/ports.ts';
export { isTemporaryEmail } from './domain/temporary-email.ts';
export { changedFields, hasChanges } from './domain/audit-changes.ts';
export { TEAM_ADMIN_ROLES } from './domain/team.ts';

export const identityModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(IDENTITY.Settings).toConstantValue({
      refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS, browserSessionTtlHours: config.BROWSER_SESSION_TTL_HOURS, linkBaseUrl: config.linkBaseUrl, temporaryEmailDomain: config.TEMP_EMAIL_DOMAIN,
    });
    bind(IDENTITY.UserRepository).to(MikroOrmUserRepository).inSingletonScope();
    bind(IDENTITY.RefreshTokenStore).to(MikroOrmRefreshTokenStore).inSingletonScope();
    bind(IDENTITY.PasswordResets).to(MikroOrmPasswordResetStore).inSingletonScope();
    bind(IDENTITY.EmailChangeUndos).to(MikroOrmEmailChangeUndoStore).inSingletonScope();
    bind(IDENTITY.LoginAttemptLog).to(MikroOrmLoginAttemptLog).inSingletonScope();
    bind(IDENTITY.PasswordHasher).to(Argon2PasswordHasher).inSingletonScope();
    bind(IDENTITY.LinkedAccounts).to(MikroOrmLinkedAccountRepository).inSingletonScope();
    bind(IDENTITY.Organizations).to(MikroOrmOrganizationRepository).inSingletonScope();
    bind(IDENTITY.Invitations).to(MikroOrmInvitationRepository).inSingletonScope();
    bindExportTables(bind, identityExportTables);
    bind(IDENTITY.ScenarioCounters).to(MikroOrmScenarioCounters).inSingletonScope();
    bind(IDENTITY.ExperienceLedger).to(MikroOrmExperienceLedger).inSingletonScope();
    bind(IDENTITY.LearnerTimeZones).to(MikroOrmLearnerTimeZones).inSingletonScope();
    bind(IDENTITY.PeopleDirectory).to(MikroOrmPeopleDirectory).inSingletonScope();
    bind(IDENTITY.IdentityProviders).toResolvedValue((logger: Logger) => configuredIdentityProviders(config, logger), [PLATFORM.Logger]).inSingletonScope();
    const tokens = new JoseAccessTokens(config.ACCESS_TOKEN_TTL_SECONDS);
    bind(IDENTITY.AccessTokens).toConstantValue(tokens);
    bind(IDENTITY.Throttle).toResolvedValue((db: Database) =>
      new RateLimiterFlexibleThrottle({
        loginPer15Minutes: config.LOGIN_ATTEMPTS_PER_15_MIN,
        registrationsPerHour: config.REGISTRATIONS_PER_HOUR,
        emailChangesPerHour: config.EMAIL_CHANGES_PER_HOUR,
        oauthPer15Minutes: config.LOGIN_ATTEMPTS_PER_15_MIN * 6,
        invitesPerHour: INVITES_PER_HOUR,
        resetMailsPerHour: RESET_MAILS_PER_HOUR,
      }, db.kind === 'postgresql' ? mikroOrmSqlStore(db.orm.em) : undefined), [PLATFORM.Database]).inSingletonScope();
    const profiles = new ProfileCache();
    bind(IDENTITY.ProfileSnapshots).toConstantValue(profiles);
    bindUseCases(bind, [CurrentProfiles, AuthenticateToken, IssueSession, Register, Login, RefreshSession, Logout, GetProfile, UpdateLocale,
      RecordHeartbeat, ShouldForceLogout, ForceLogout, ChangePassword, UpdateEmail, CreateUser, ResetPassword, SetRole,
      SendVerification, VerifyEmail, VerificationStatus, ProviderTokens, SignInWithProvider, LinkProvider, UnlinkProvider, ListLinkedAccounts,
      ListSignInOptions, TeamDirectory, ListTeam, InviteTeamMember, RevokeInvitation, RemoveTeamMember, TeamSettings, ViewInvitation,
      AnswerInvitation, JoinByInvitation, ManageOrganizations, SetUserOrganization, DeleteUser,
      ListUsers, ViewUserStats, ViewUser, EditUser, ResetUserPassword, ChangeSubscription, ListUserLogins, ChangeOwnPassword, ForgottenPassword, UndoEmailChange, SignOutOtherDevices]);
    // Identity's own satellite rows go like every module's (ADR 0030); DeleteUser removes the row itself after them all.
    bind(IDENTITY.PersonalDataErasers).to(MikroOrmPersonalDataEraser).inSingletonScope();

    // Every request and hub invocation: the token checked against the account as it is now (ADR 0016).
    bindResolved(bind, PLATFORM.TokenVerifier, { authenticate: AuthenticateToken }, ({ authenticate }) => ({ verify: (token) => authenticate.execute(token) }));
    bindResolved(bind, PLATFORM.HttpRouter, {
      register: Register, login: Login, refreshSession: RefreshSession, logout: Logout, getProfile: GetProfile, updateLocale: UpdateLocale,
      shouldForceLogout: ShouldForceLogout, recordHeartbeat: RecordHeartbeat, changePassword: ChangePassword, updateEmail: UpdateEmail,
      signOutOtherDevices: SignOutOtherDevices,
    }, authRouter);
    bindResolved(bind, PLATFORM.HttpRouter, { forgottenPassword: ForgottenPassword }, passwordResetRouter);
    bindResolved(bind, PLATFORM.HttpRouter, { undoEmailChange: UndoEmailChange }, undoEmailChangeRouter);
    bindResolved(bind, PLATFORM.HttpRouter, { sendVerification: SendVerification, verifyEmail: VerifyEmail, verificationStatus: VerificationStatus },
      emailVerificationRouter);
    bindResolved(bind, PLATFORM.HttpRouter, {
      signIn: SignInWithProvider, link: LinkProvider, unlink: UnlinkProvider, listLinked: ListLinkedAccounts, listOptions: ListSignInOptions,
    }, oauthRouter);
    bindResolved(bind, PLATFORM.HttpRouter, {
      listTeam: ListTeam, invite: InviteTeamMember, revoke: RevokeInvitation, remove: RemoveTeamMember, settings: TeamSettings,
    }, teamRouter);
    bindResolved(bind, PLATFORM.HttpRouter, { view: ViewInvitation, answer: AnswerInvitation, join: JoinByInvitation }, invitationRouter);
    bindResolved(bind, PLATFORM.HttpRouter, { deleteUser: DeleteUser }, superAdminDeletionRouter);
    bindResolved(bind, PLATFORM.HttpRouter, {
      listUsers: ListUsers, stats: ViewUserStats, viewUser: ViewUser, editUser: EditUser, resetPassword: ResetUserPassword,
      changeSubscription: ChangeSubscription, listLogins: ListUserLogins, organizations: ManageOrganizations, changeOwnPassword: ChangeOwnPassword,
    }, superAdminUsersRouter);
    bindResolved(bind, PLATFORM.StartupTask, { em: PLATFORM.EntityManager }, ({ em }) => ({
      name: 'identity: load the token signing key',
      writes: true, // made on first use; a command that only reads signs no token
      run: async () => tokens.useSecret(config.JWT_SECRET ?? (await sharedSecret(em, 'identity.jwt-secret'))),
    }));
    bindResolved(bind, PLATFORM.StartupTask, { events: PLATFORM.EventBus, logger: PLATFORM.Logger, em: PLATFORM.EntityManager }, ({ events, logger, em }) => ({
      name: 'identity: keep cached profiles in step with user changes',
      run: async () => em.getEventManager().registerSubscriber(profiles.watch(events, logger)),
    }));
    bindResolved(bind, PLATFORM.RealtimeBinding, { events: PLATFORM.EventBus }, ({ events }) => ({
      attach: (hubs) => relayForcedLogout(events, hubs),
    }));
  });
