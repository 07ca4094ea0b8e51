import { useSnapshot } from 'valtio';
import type { UsageView } from '../../../lib/contracts';
import { currentLocale } from '../../../lib/i18n';
import { authState } from '../../auth';
import { renewalDate } from './allowance';
import { usageState } from './usage.store';

/**
 * The signed-in learner's plan and usage: the usage store's when it is theirs (it is read again
 * after every session and payment), else the profile's; undefined when nobody is signed in.
 */
export function useOwnUsage(): UsageView | undefined {
  const { user } = useSnapshot(authState);
  const { userId, usage } = useSnapshot(usageState);
  return user && userId === user.id && usage ? usage : user?.usage;
}

/** The day the learner's allowance renews, as their language writes it; null when unknown (see renewalDate). */
export function useRenewalDate(): string | null {
  return renewalDate(useOwnUsage(), currentLocale());
}
