import { ConnectionException } from '@mikro-orm/core';
import { AppError } from '../errors.ts';

/** Socket-level failures and PostgreSQL's "cannot connect now" / "admin shutdown" states. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH',
  '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006',
]);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Connection (is )?closed|connect ECONNREFUSED/i;

/** True when an error means the database cannot be reached right now (not that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof ConnectionException) return true;
    const { code, message, cause, previous } = e as { code?: unknown; message?: unknown; cause?: unknown; previous?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = previous ?? cause;
  }
  return false;
}

/**
 * The database lacks migrations this code needs, and whoever booted it asked not to apply them
 * (a CLI command that only reads): `pending` names them, oldest first.
 */
export class MigrationsPendingError extends AppError {
  constructor(readonly pending: string[]) {
    super('DB.MIGRATIONS_PENDING', `The database has ${pending.length} migration${pending.length === 1 ? '' : 's'} not applied yet: ${pending.join(', ')}`, { pending });
  }
}
