import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';

/**
 * What to say when a call of this screen fails (SPEC §6, §8): a 401 asks to sign in again; anything
 * else is worded as the rest of the client words it (a known code, else the server's own message),
 * falling back to the screen's sentence (`fallbackKey`, e.g. 'scenarioAdmin:list.failed').
 */
export function describeProblem(error: unknown, t: TFunction, fallbackKey: string): string {
  if (error instanceof ApiError && error.status === 401) return t('scenarioAdmin:unauthorized');
  return describeError(error, t, fallbackKey);
}
