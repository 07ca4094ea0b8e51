import { ContainerModule, type Container, type Newable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import type { Config } from '#src/platform/config.ts';
import { PLATFORM, type RealtimeBinding, type StartupTask } from '#src/platform/tokens.ts';
import { sharedSecret } from '#src/platform/db/app-setting.ts';
import type { TokenVerifier } from '#src/platform/http/auth.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { Database } from '#src/platform/db/database.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { HubServer } from '#src/platform/realtime/hub-server.ts';
import { IDENTITY, type IdentitySettings } from './identity.tokens.ts';
import { MikroOrmUserRepository } from './infrastructure/mikro-orm-user.repository.ts';
import { MikroOrmRefreshTokenStore } from './infrastructure/mikro-orm-refresh-token.store.ts';
import { MikroOrmLoginAttemptLog } from './infrastructure/mikro-orm-login-attempt.log.ts';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher.ts';
import { JoseAccessTokens } from './infrastructure/jose-access-tokens.ts';
import { ProfileCache } from './infrastructure/profile-cache.ts';
import { RateLimiterFlexibleThrottle } from './infrastructure/rate-limiter-flexible.throttle.ts';
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
import { UpdateEmail } from './application/update-email.ts';
import { CreateUser, ResetPassword, SetRole } from './application/manage-users.ts';
import { ConsumeUsage } from './application/consume-usage.ts';
import { authRouter } from './http/auth.routes.ts';
import { relayForcedLogout } from './realtime/forced-logout.relay.ts';

export { identityEntities } from './infrastructure/identity.entities.ts';
export { CreateUser, ResetPassword, SetRole, ForceLogout, ConsumeUsage, GetProfile };
export { SessionLimitReachedError, CoachLimitReachedError } from './domain/identity.errors.ts';
export { ROLES, UNLIMITED, presenceOf, type Role, type User } from './domain/user.ts';
export { IDENTITY } from './identity.tokens.ts';
export type { UserRepository } from './domain/ports.ts';

const USE_CASES = [IssueSession, Register, Login, RefreshSession, Logout, GetProfile, UpdateLocale, RecordHeartbeat,
  ShouldForceLogout, ForceLogout, ChangePassword, UpdateEmail, CreateUser, ResetPassword, SetRole, ConsumeUsage];

export const identityModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind<IdentitySettings>(IDENTITY.Settings).toConstantValue({
      refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      freeTier: { sessions: config.FREE_MONTHLY_SESSIONS, coachSessions: config.FREE_MONTHLY_COACH_SESSIONS },
    });
    bind(IDENTITY.UserRepository).to(MikroOrmUserRepository).inSingletonScope();
    bind(IDENTITY.RefreshTokenStore).to(MikroOrmRefreshTokenStore).inSingletonScope();
    bind(IDENTITY.LoginAttemptLog).to(MikroOrmLoginAttemptLog).inSingletonScope();
    bind(IDENTITY.PasswordHasher).to(Argon2PasswordHasher).inSingletonScope();
    const tokens = new JoseAccessTokens(config.ACCESS_TOKEN_TTL_SECONDS);
    bind(IDENTITY.AccessTokens).toConstantValue(tokens);
    bind(IDENTITY.Throttle).toConstantValue(
      new RateLimiterFlexibleThrottle({
        loginPer15Minutes: config.LOGIN_ATTEMPTS_PER_15_MIN,
        registrationsPerHour: config.REGISTRATIONS_PER_HOUR,
        emailChangesPerHour: config.EMAIL_CHANGES_PER_HOUR,
      }),
    );
    const profiles = new ProfileCache();
    bind(IDENTITY.ProfileSnapshots).toConstantValue(profiles);
    for (const useCase of USE_CASES as Newable<unknown>[]) bind(useCase).toSelf().inSingletonScope();

    bind<TokenVerifier>(PLATFORM.TokenVerifier).toConstantValue({ verify: (token) => tokens.verify(token) });
    bind(PLATFORM.HttpRouter).toDynamicValue((ctx) => authRouter(ctx.get<Container>(PLATFORM.Container)));
    bind<StartupTask>(PLATFORM.StartupTask).toDynamicValue((ctx) => ({
      name: 'identity: load the token signing key',
      async run() {
        const em = ctx.get<EntityManager>(PLATFORM.EntityManager);
        await tokens.useSecret(config.JWT_SECRET ?? (await sharedSecret(em, 'identity.jwt-secret')));
      },
    }));
    bind<StartupTask>(PLATFORM.StartupTask).toDynamicValue((ctx) => ({
      name: 'identity: keep cached profiles in step with user changes',
      async run() {
        const subscriber = profiles.watch(ctx.get<EventBus>(PLATFORM.EventBus), ctx.get<Logger>(PLATFORM.Logger));
        ctx.get<Database>(PLATFORM.Database).orm.em.getEventManager().registerSubscriber(subscriber);
      },
    }));
    bind<RealtimeBinding>(PLATFORM.RealtimeBinding).toDynamicValue((ctx) => ({
      attach: () => relayForcedLogout(ctx.get<EventBus>(PLATFORM.EventBus), ctx.get<HubServer>(PLATFORM.HubServer)),
    }));
  });
