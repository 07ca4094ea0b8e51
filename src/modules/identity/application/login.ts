import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { LoginAttemptLog, PasswordHasher, RequestOrigin, Throttle, UserRepository } from '../domain/ports.ts';
import { InvalidCredentialsError } from '../domain/identity.errors.ts';
import { normaliseEmail, type Locale, type User } from '../domain/user.ts';
import { addressKey, addressOf } from '../domain/address-key.ts';
import { RateLimitedError } from '#src/platform/errors.ts';
import { DAY_MS } from '#src/shared/calendar-day.ts';
import { IssueSession } from './issue-session.ts';

/** How long an address the owner signed in from stays known: past a locked account budget (see consumeAccountBudget). */
const KNOWN_ADDRESS_DAYS = 90;

/** What a person types to register or sign in. */
export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
  locale?: Locale;
}

@injectable()
export class Login {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IDENTITY.LoginAttemptLog) private readonly attempts: LoginAttemptLog,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
    @inject(IssueSession) private readonly issueSession: IssueSession,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  async execute(input: Credentials, origin: RequestOrigin) {
    const email = normaliseEmail(input.email);
    // Per address and account, per account alone (a changed address cannot buy more guesses) and per
    // address alone (one password tried on many accounts).
    const address = addressOf(origin);
    const throttleKey = `${email}|${address}`;
    // The address's point first, given back unless the password proves wrong: it counts failures only
    // (an office signing in is not locked out), yet a burst cannot outrun a count checked before argon2.
    await this.throttle.consume('login-address', address);
    let failed = false;
    try {
      await this.throttle.consume('login', throttleKey);
      await this.consumeAccountBudget(email, address);
      const user = await this.users.findByEmail(email);
      const ok = await this.hasher.verify(user?.passwordHash ?? null, input.password);
      const session = user?.passwordHash && ok ? await this.signIn(user, input) : null;
      await this.attempts.record({ email, userId: user?.id ?? null, ...origin, success: session !== null });
      failed = !session;
      if (!session) throw new InvalidCredentialsError();
      await this.throttle.reset('login', throttleKey);
      await this.throttle.reset('login-account', email);
      return session;
    } finally {
      if (!failed) await this.throttle.refund('login-address', address);
    }
  }

  /**
   * The account's budget counts guesses from every address, so strangers could use it up and lock the
   * owner out. Once it is spent, an address the account signed in from lately still gets its own
   * budget (`login`, per account and address) and nothing more: strangers stay refused.
   */
  private async consumeAccountBudget(email: string, address: string): Promise<void> {
    try {
      await this.throttle.consume('login-account', email);
    } catch (e) {
      if (!(e instanceof RateLimitedError)) throw e;
      const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * DAY_MS);
      if (!(await this.attempts.signedInFrom(email, since)).some((ip) => addressKey(ip) === address)) throw e;
    }
  }

  /**
   * The session, made under the account's row lock; null when the password checked is no longer the
   * account's: a password reset (or "it was not me") committed while it was being checked. One that
   * comes later waits for this sign-in, then signs it out with the rest.
   */
  private signIn(checked: User, input: Credentials) {
    return this.transactions.run(async () => {
      const current = await this.users.findForUpdate(checked.id);
      if (!current || current.passwordHash !== checked.passwordHash) return null;
      current.lastLoginAt = new Date();
      if (input.locale) current.locale = input.locale;
      await this.users.save(current);
      return this.issueSession.execute(current, input.rememberMe, 'Login successful.');
    });
  }
}
