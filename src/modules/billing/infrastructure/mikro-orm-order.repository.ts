import { inject, injectable } from 'inversify';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { OrderRepository, PaymentLog, PaymentRecord } from '../domain/ports.ts';
import type { Order } from '../domain/order.ts';
import { BillingOrderEntity, BillingPaymentEntity } from './billing.entities.ts';

/** A tracking id that is no UUID names no order; asking PostgreSQL would only fail the cast. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toOrder = (row: BillingOrderEntity): Order => ({
  id: row.id, userId: row.userId ?? null, plan: row.plan, months: row.months, amountMinor: row.amountMinor, currency: row.currency,
  provider: row.provider, test: row.test, status: row.status, checkoutToken: row.checkoutToken ?? null, paidBy: row.paidBy ?? null,
  refundedMinor: row.refundedMinor, boughtNothing: row.boughtNothing, history: [...row.history], createdAt: row.createdAt, paidAt: row.paidAt ?? null,
});

@injectable()
export class MikroOrmOrderRepository implements OrderRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async add(order: Order): Promise<void> {
    this.em.create(BillingOrderEntity, { ...order, history: [...order.history] });
    await this.em.flush();
  }

  async save(order: Order): Promise<void> {
    const row = await this.em.findOneOrFail(BillingOrderEntity, { id: order.id });
    // A new array, so the unit of work sees the history changed.
    this.em.assign(row, { ...order, history: [...order.history] });
    await this.em.flush();
  }

  async lock(id: string): Promise<Order | null> {
    if (!UUID.test(id)) return null;
    const row = await this.em.findOne(BillingOrderEntity, { id: id.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return row && toOrder(row);
  }

  async lockPaidBy(transactionId: string): Promise<Order | null> {
    const row = await this.em.findOne(BillingOrderEntity, { paidBy: transactionId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return row && toOrder(row);
  }

  async recentOf(userId: number, limit: number): Promise<Order[]> {
    const rows = await this.em.find(BillingOrderEntity, { userId }, { orderBy: { createdAt: 'desc' }, limit });
    return rows.map(toOrder);
  }
}

const toRecord = (row: BillingPaymentEntity): PaymentRecord => ({
  provider: row.provider, transactionId: row.transactionId, orderId: row.orderId ?? null, outcome: row.outcome, status: row.status,
  amountMinor: row.amountMinor, currency: row.currency, test: row.test, message: row.message ?? null, receivedAt: row.receivedAt,
});

@injectable()
export class MikroOrmPaymentLog implements PaymentLog {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async find(provider: string, transactionId: string): Promise<PaymentRecord | null> {
    const row = await this.em.findOne(BillingPaymentEntity, { provider, transactionId }, { refresh: true });
    return row && toRecord(row);
  }

  // ON CONFLICT DO NOTHING: a copy racing this one waits for it to commit, then writes nothing.
  async addIfNew(record: PaymentRecord): Promise<boolean> {
    const result = await this.em.createQueryBuilder(BillingPaymentEntity).insert(record).onConflict(['provider', 'transactionId']).ignore().execute('run');
    return result.affectedRows === 1;
  }

  async update(record: PaymentRecord): Promise<void> {
    const { provider, transactionId, ...changes } = record;
    await this.em.nativeUpdate(BillingPaymentEntity, { provider, transactionId }, changes);
  }
}
