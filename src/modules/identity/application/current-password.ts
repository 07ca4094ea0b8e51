import type { PasswordHasher, Throttle, ThrottleBucket } from '../domain/ports.ts';
import { IncorrectPasswordError } from '../domain/identity.errors.ts';
import type { User } from '../domain/user.ts';

/**
 * The current password, asked before a change only the account's owner may make (its password, its
 * address), when the account has one. Wrong guesses spend the account's `bucket`, so a stolen
 * session, or a script in the page, cannot try password after password; right ones cost nothing.
 * The point is taken before argon2 looks, and given back for a right password: a burst of parallel
 * guesses gets the budget's number checked, not as many as it sends.
 */
export async function checkCurrentPassword(
  { throttle, hasher }: { throttle: Throttle; hasher: PasswordHasher },
  bucket: ThrottleBucket, account: Pick<User, 'id' | 'passwordHash'>, password: string,
): Promise<void> {
  if (account.passwordHash === null) return;
  const key = String(account.id);
  await throttle.consume(bucket, key);
  if (!(await hasher.verify(account.passwordHash, password))) throw new IncorrectPasswordError();
  await throttle.refund(bucket, key);
}
