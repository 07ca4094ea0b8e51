import { injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';
import { RateLimitedError } from '#src/platform/errors.ts';
import type { Throttle } from '../domain/ports.ts';

type Bucket = Parameters<Throttle['consume']>[0];

export interface ThrottleBudgets {
  loginPer15Minutes: number;
  registrationsPerHour: number;
  emailChangesPerHour: number;
  /** Social sign-ins and links per address: each costs calls to the provider, so a flood of junk tokens is cut short. */
  oauthPer15Minutes: number;
  /** Invitation mails per Admin: each one goes to a stranger's inbox in the product's name. */
  invitesPerHour: number;
  /** "Forgot your password?" mails per network address and per mailbox asked for. */
  resetMailsPerHour: { perAddress: number; perMailbox: number };
}

/** What rate-limiter-flexible's PostgreSQL store sends its SQL through: node-postgres's `query`. */
export interface SqlStore {
  query(q: { text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
}

type Limiter = RateLimiterMemory | RateLimiterPostgres;

/**
 * The budgets, counted in this process's memory on the embedded database (one process), or in the
 * `rate_limits` table on PostgreSQL, where several servers share one count (ADR 0004). Should the
 * table not answer, the store counts in memory meanwhile (its insurance limiter) rather than let
 * every attempt through or refuse every sign-in.
 */
@injectable()
export class RateLimiterFlexibleThrottle implements Throttle {
  private readonly limiters: Record<Bucket, Limiter>;

  constructor(budgets: ThrottleBudgets, shared?: SqlStore) {
    const limiter = (options: IRateLimiterOptions & { keyPrefix: string }): Limiter => shared
      ? new RateLimiterPostgres({
        ...options, storeClient: shared, storeType: 'client', tableName: 'rate_limits', tableCreated: true,
        // One budget sweeps lapsed rows for all of them: they share the table.
        clearExpiredByTimeout: options.keyPrefix === 'login',
        insuranceLimiter: new RateLimiterMemory(options),
      })
      : new RateLimiterMemory(options);
    this.limiters = {
      login: limiter({ keyPrefix: 'login', points: budgets.loginPer15Minutes, duration: 900 }),
      // Generous enough that a stranger's failed guesses rarely lock the owner out, tight enough to stop a guessing run.
      'login-account': limiter({ keyPrefix: 'login-account', points: budgets.loginPer15Minutes * 3, duration: 900 }),
      // Failed sign-ins from one address, whatever account they name: one password tried on many
      // accounts (credential stuffing) never spends an account's budget. Only failures are charged,
      // so an office behind one address is not locked out by its own people signing in.
      'login-address': limiter({ keyPrefix: 'login-address', points: budgets.loginPer15Minutes * 10, duration: 900 }),
      register: limiter({ keyPrefix: 'register', points: budgets.registrationsPerHour, duration: 3600 }),
      // Wrong current passwords per account, as at sign-in: a stolen session may not guess the password it lacks.
      'password-change': limiter({ keyPrefix: 'password-change', points: budgets.loginPer15Minutes, duration: 900 }),
      'email-change': limiter({ keyPrefix: 'email', points: budgets.emailChangesPerHour, duration: 3600 }),
      oauth: limiter({ keyPrefix: 'oauth', points: budgets.oauthPer15Minutes, duration: 900 }),
      'team-invite': limiter({ keyPrefix: 'team-invite', points: budgets.invitesPerHour, duration: 3600 }),
      'reset-mail-address': limiter({ keyPrefix: 'reset-mail-address', points: budgets.resetMailsPerHour.perAddress, duration: 3600 }),
      'reset-mail-account': limiter({ keyPrefix: 'reset-mail-account', points: budgets.resetMailsPerHour.perMailbox, duration: 3600 }),
    };
  }

  async consume(bucket: Bucket, key: string): Promise<void> {
    try {
      await this.limiters[bucket].consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw refusal(e);
      throw e;
    }
  }

  async refund(bucket: Bucket, key: string): Promise<void> {
    await this.limiters[bucket].reward(key, 1);
  }

  async reset(bucket: Bucket, key: string): Promise<void> {
    await this.limiters[bucket].delete(key);
  }
}

/**
 * The PostgreSQL store's SQL on MikroORM's connection pool, so the budgets open no pool of their
 * own: its `$n` parameters become the `?` placeholders MikroORM binds, in the order they stand.
 */
export function mikroOrmSqlStore(em: EntityManager): SqlStore {
  return {
    async query({ text, values = [] }) {
      const params: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
        params.push(values[Number(n) - 1]);
        return '?';
      });
      return { rows: await em.getConnection().execute(sql, params) };
    },
  };
}

/** A spent budget, answered with when to try again (Retry-After, at least a second). */
const refusal = (state: RateLimiterRes) => new RateLimitedError(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
