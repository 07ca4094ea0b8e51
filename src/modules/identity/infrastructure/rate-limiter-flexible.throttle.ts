import { injectable } from 'inversify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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
}

/**
 * In-process budgets. With several processes each keeps its own count, so the effective
 * budget is per process (see docs/adr/0004-rate-limits-in-memory.md).
 */
@injectable()
export class RateLimiterFlexibleThrottle implements Throttle {
  private readonly limiters: Record<Bucket, RateLimiterMemory>;

  constructor(budgets: ThrottleBudgets) {
    this.limiters = {
      login: new RateLimiterMemory({ keyPrefix: 'login', points: budgets.loginPer15Minutes, duration: 900 }),
      // Generous enough that a stranger's failed guesses rarely lock the owner out, tight enough to stop a guessing run.
      'login-account': new RateLimiterMemory({ keyPrefix: 'login-account', points: budgets.loginPer15Minutes * 3, duration: 900 }),
      // Failed sign-ins from one address, whatever account they name: one password tried on many
      // accounts (credential stuffing) never spends an account's budget. Only failures are charged,
      // so an office behind one address is not locked out by its own people signing in.
      'login-address': new RateLimiterMemory({ keyPrefix: 'login-address', points: budgets.loginPer15Minutes * 10, duration: 900 }),
      register: new RateLimiterMemory({ keyPrefix: 'register', points: budgets.registrationsPerHour, duration: 3600 }),
      'email-change': new RateLimiterMemory({ keyPrefix: 'email', points: budgets.emailChangesPerHour, duration: 3600 }),
      oauth: new RateLimiterMemory({ keyPrefix: 'oauth', points: budgets.oauthPer15Minutes, duration: 900 }),
      'team-invite': new RateLimiterMemory({ keyPrefix: 'team-invite', points: budgets.invitesPerHour, duration: 3600 }),
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

  async reset(bucket: Bucket, key: string): Promise<void> {
    await this.limiters[bucket].delete(key);
  }

  async check(bucket: Bucket, key: string): Promise<void> {
    const limiter = this.limiters[bucket];
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= limiter.points) throw refusal(state);
  }

  async charge(bucket: Bucket, key: string): Promise<void> {
    await this.limiters[bucket].penalty(key, 1);
  }
}

/** A spent budget, answered with when to try again (Retry-After, at least a second). */
const refusal = (state: RateLimiterRes) => new RateLimitedError(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
