import { ContainerModule } from 'inversify';
import type { Config } from '#src/platform/config.ts';
import type { JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { bindResolved, bindUseCases } from '#src/platform/di.ts';
import { bindExportTables } from '#src/platform/export/table-section.ts';
import { billingExportTables } from './infrastructure/billing.export-tables.ts';
import { IDENTITY, type UserRepository } from '#src/modules/identity/index.ts';
import { BILLING, PREMIUM_EXPIRY_QUEUE } from './billing.tokens.ts';
import type { LearnerDirectory } from './domain/ports.ts';
import { MikroOrmAccountRepository } from './infrastructure/mikro-orm-account.repository.ts';
import { MikroOrmOrderRepository, MikroOrmPaymentLog } from './infrastructure/mikro-orm-order.repository.ts';
import { BePaidPaymentProvider } from './infrastructure/bepaid-payment-provider.ts';
import { noPaymentProvider } from './infrastructure/no-payment-provider.ts';
import { jobQueueExpirySchedule, type ExpiryJob } from './infrastructure/job-queue-expiry-schedule.ts';
import { MikroOrmPersonalDataEraser } from './infrastructure/mikro-orm-personal-data.eraser.ts';
import { ConsumeUsage } from './application/consume-usage.ts';
import { ReturnUsage } from './application/return-usage.ts';
import { ViewUsage } from './application/view-usage.ts';
import { ListPlans } from './application/list-plans.ts';
import { ViewSeller } from './application/view-seller.ts';
import { localized, type Seller } from './domain/seller.ts';
import { StartCheckout } from './application/start-checkout.ts';
import { ReceivePaymentNotification } from './application/receive-payment-notification.ts';
import { ExpirePremium } from './application/expire-premium.ts';
import { GrantPremium, MAX_GRANT_MONTHS } from './application/grant-premium.ts';
import { ViewSubscription } from './application/view-subscription.ts';
import { AwardVerificationBonus } from './application/award-verification-bonus.ts';
import { AdministerAccountPlans } from './application/administer-account-plans.ts';
import { billingRouter } from './http/billing.routes.ts';

export { billingEntities } from './infrastructure/billing.entities.ts';
export { ConsumeUsage, ReturnUsage, ViewUsage, GrantPremium, ViewSubscription, ExpirePremium, MAX_GRANT_MONTHS, PREMIUM_EXPIRY_QUEUE };
export { SessionLimitReachedError, CoachLimitReachedError } from './domain/billing.errors.ts';
export { UNLIMITED, type UsageView } from './domain/account.ts';

export const billingModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(BILLING.Settings).toConstantValue({
      freeAllowance: { sessions: config.FREE_MONTHLY_SESSIONS, coachSessions: config.FREE_MONTHLY_COACH_SESSIONS },
      currency: config.PAYMENT_CURRENCY,
      publicUrl: config.PUBLIC_URL ?? null,
      testMode: config.BEPAID_TEST_MODE,
      verificationBonusSessions: config.EMAIL_VERIFICATION_BONUS_SESSIONS,
      seller: sellerOf(config),
    });
    bind(BILLING.AccountRepository).to(MikroOrmAccountRepository).inSingletonScope();
    bind(BILLING.OrderRepository).to(MikroOrmOrderRepository).inSingletonScope();
    bind(BILLING.PaymentLog).to(MikroOrmPaymentLog).inSingletonScope();
    bindExportTables(bind, billingExportTables);
    // config.ts refuses PAYMENT_PROVIDER=bepaid without the shop's id, keys and PUBLIC_URL.
    if (config.PAYMENT_PROVIDER === 'bepaid') {
      bind(BILLING.PaymentProvider).toResolvedValue((logger: Logger) => new BePaidPaymentProvider({
        checkoutUrl: config.BEPAID_CHECKOUT_URL, shopId: config.BEPAID_SHOP_ID!, secretKey: config.BEPAID_SECRET_KEY!,
        publicKeyPem: config.BEPAID_PUBLIC_KEY!, widgetUrl: config.BEPAID_WIDGET_URL,
      }, logger), [PLATFORM.Logger]).inSingletonScope();
    } else {
      bind(BILLING.PaymentProvider).toConstantValue(noPaymentProvider);
    }
    bind(BILLING.LearnerDirectory).toResolvedValue((users: UserRepository): LearnerDirectory => ({
      // Identity keeps emails trimmed and lower-case.
      findByEmail: async (email) => {
        const user = await users.findByEmail(email.trim().toLowerCase());
        return user && { id: user.id, email: user.email };
      },
    }), [IDENTITY.UserRepository]).inSingletonScope();
    bind(BILLING.ExpirySchedule).toResolvedValue((jobs: JobQueue) => jobQueueExpirySchedule(jobs), [PLATFORM.JobQueue]).inSingletonScope();
    bindUseCases(bind, [ConsumeUsage, ReturnUsage, ViewUsage, ListPlans, ViewSeller, StartCheckout, ReceivePaymentNotification, ExpirePremium, GrantPremium, ViewSubscription,
      AwardVerificationBonus, AdministerAccountPlans]);
    // The profile's `usage` (SPEC §3 User) is billing's, through the port identity declares for it.
    bind(IDENTITY.UsageReader).toService(ViewUsage);
    // The verification bonus is billing's too: identity announces a verified address through its port.
    bind(IDENTITY.EmailVerifiedListeners).toService(AwardVerificationBonus);
    // Deleting an account (identity's DeleteUser, ADR 0030): its plan goes, its orders stay anonymised.
    bind(IDENTITY.PersonalDataErasers).to(MikroOrmPersonalDataEraser).inSingletonScope();
    // The SuperAdmin edits plans and counters from the people console (R2.10), through identity's port.
    bind(IDENTITY.AccountPlans).toService(AdministerAccountPlans);

    bindResolved(bind, PLATFORM.HttpRouter,
      { listPlans: ListPlans, viewSeller: ViewSeller, viewUsage: ViewUsage, startCheckout: StartCheckout, receiveNotification: ReceivePaymentNotification }, billingRouter);
    if (config.PAYMENT_PROVIDER === 'bepaid' && config.BEPAID_TEST_MODE) {
      // bePaid's published test cards pay for test checkouts: on a live server, anyone would get Premium free.
      bindResolved(bind, PLATFORM.StartupTask, { logger: PLATFORM.Logger }, ({ logger }) => ({
        name: 'billing: warn of test mode',
        serverOnly: true,
        run: async () => logger.warn('bePaid test mode (BEPAID_TEST_MODE=true): test cards give real Premium; turn it off before taking payments'),
      }));
    }
    bindResolved(bind, PLATFORM.StartupTask, { jobs: PLATFORM.JobQueue }, ({ jobs }) => ({
      name: 'billing: the Premium expiry queue',
      writes: true,
      run: () => jobs.define({ name: PREMIUM_EXPIRY_QUEUE, attempts: 5, retryDelaySeconds: 30, timeoutSeconds: 60 }),
    }));
    bindResolved(bind, PLATFORM.StartupTask, { jobs: PLATFORM.JobQueue, db: PLATFORM.Database, logger: PLATFORM.Logger, expire: ExpirePremium },
      ({ jobs, db, logger, expire }) => ({
        name: 'billing: end Premium when it runs out',
        serverOnly: true,
        async run() {
          await jobs.work<ExpiryJob>(PREMIUM_EXPIRY_QUEUE, (job) => db.inContext(() => expire.execute(job.data.userId)));
          const lapsed = await expire.sweep();
          if (lapsed) logger.info({ lapsed }, 'billing: returned to Free the Premium that ran out while no server was running');
        },
      }));
  });

/** config.ts takes the SELLER_* details all or none, and requires them (and SUPPORT_EMAIL) to take payments. */
function sellerOf(config: Config): Seller {
  const { SELLER_NAME: name, SELLER_REGISTRATION_NUMBER: registrationNumber, SELLER_ADDRESS: address, SELLER_JURISDICTION: jurisdiction } = config;
  return {
    supportEmail: config.SUPPORT_EMAIL ?? null,
    phone: config.SUPPORT_PHONE ?? null,
    supportHours: config.SUPPORT_HOURS ? localized(config.SUPPORT_HOURS, config.SUPPORT_HOURS_RU) : null,
    takesPayments: config.PAYMENT_PROVIDER !== 'none',
    legal: name && registrationNumber && address && jurisdiction
      ? {
          name: localized(name, config.SELLER_NAME_RU),
          registrationNumber,
          address: localized(address, config.SELLER_ADDRESS_RU),
          jurisdiction: localized(jurisdiction, config.SELLER_JURISDICTION_RU),
        }
      : null,
  };
}
