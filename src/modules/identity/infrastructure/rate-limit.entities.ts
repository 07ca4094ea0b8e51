import { defineEntity, p } from '@mikro-orm/core';

/**
 * The sign-in, registration and mail budgets on PostgreSQL, shared by every server process (ADR 0004):
 * rate-limiter-flexible's own layout (a key, its points, when they lapse in epoch milliseconds),
 * written with plain SQL by its PostgreSQL store and declared here so migrations know the table.
 * The key is text: a budget's prefix and an address can outgrow the store's own varchar(255).
 */
export const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.text().primary(),
    points: p.integer().default(0),
    expire: p.bigint().nullable(),
  },
});
