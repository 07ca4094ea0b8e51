import { defineEntity, p } from '@mikro-orm/core';
import type { Tier } from '../domain/account.ts';
import type { OrderEvent, OrderStatus, PaymentNotice, ProviderName } from '../domain/order.ts';
import type { Currency, PlanKey } from '../domain/pricing.ts';

/**
 * Persistence of the billing module. Tables hold the user's id without a foreign key to `users`,
 * as every module's tables do: modules meet through their code, not their tables.
 */
export const BillingAccountSchema = defineEntity({
  name: 'BillingAccount',
  tableName: 'billing_accounts',
  // The people console counts Premium accounts (R2.10).
  indexes: [{ properties: ['tier', 'premiumExpiresAt'] }],
  properties: {
    userId: p.integer().primary().autoincrement(false),
    tier: p.string().length(20).$type<Tier>().default('Free'),
    premiumExpiresAt: p.datetime().nullable().index(),
    premiumSince: p.datetime().nullable(),
    sessionCount: p.integer().default(0),
    coachSessionCount: p.integer().default(0),
    monthlyResetDate: p.datetime(),
    resetDay: p.smallint(),
    totalSessions: p.integer().default(0),
    bonusSessions: p.integer().default(0),
    verificationBonusAt: p.datetime().nullable(),
  },
});
export class BillingAccountEntity extends BillingAccountSchema.class {}
BillingAccountSchema.setClass(BillingAccountEntity);

export const BillingOrderSchema = defineEntity({
  name: 'BillingOrder',
  tableName: 'billing_orders',
  properties: {
    id: p.uuid().primary(),
    /** Null once the account was deleted: amounts stay for the accounts (ADR 0030). */
    userId: p.integer().nullable().index(),
    plan: p.string().length(20).$type<PlanKey | 'grant'>(),
    months: p.integer(),
    /** Integer minor units (cents, kopecks) of `currency`. */
    amountMinor: p.integer(),
    currency: p.string().length(3).$type<Currency>(),
    provider: p.string().length(20).$type<ProviderName>(),
    test: p.boolean(),
    status: p.string().length(20).$type<OrderStatus>(),
    checkoutToken: p.string().length(255).nullable(),
    paidBy: p.string().length(255).nullable().index(),
    refundedMinor: p.integer().default(0),
    boughtNothing: p.boolean().default(false),
    history: p.json<OrderEvent[]>(),
    createdAt: p.datetime(),
    paidAt: p.datetime().nullable(),
  },
});
export class BillingOrderEntity extends BillingOrderSchema.class {}
BillingOrderSchema.setClass(BillingOrderEntity);

export const BillingPaymentSchema = defineEntity({
  name: 'BillingPayment',
  tableName: 'billing_payments',
  // One row per provider transaction: a replayed or duplicated notification finds it taken.
  uniques: [{ properties: ['provider', 'transactionId'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    provider: p.string().length(20),
    transactionId: p.string().length(255),
    /** Null when the notification named no order of ours. */
    orderId: p.uuid().nullable().index(),
    outcome: p.string().length(20).$type<PaymentNotice['outcome']>(),
    status: p.string().length(40),
    amountMinor: p.integer(),
    currency: p.string().length(3),
    test: p.boolean(),
    message: p.string().length(500).nullable(),
    receivedAt: p.datetime(),
  },
});
export class BillingPaymentEntity extends BillingPaymentSchema.class {}
BillingPaymentSchema.setClass(BillingPaymentEntity);

export const billingEntities = [BillingAccountSchema, BillingOrderSchema, BillingPaymentSchema];
