import { useSnapshot } from 'valtio';
import type { UsageView } from '../../../lib/contracts';
import { authState } from '../../auth';
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
