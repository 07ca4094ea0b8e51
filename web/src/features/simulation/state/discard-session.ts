import { isApiError } from '../../../lib/api-error';
import { refreshCurriculum } from '../../curriculum';
import { refreshUsage } from '../../usage';
import { sessionsApi } from '../api/sessions.api';

/** What discarding answered: gone (also when it was gone already), written in meanwhile (another tab), or failed. */
export type DiscardOutcome = 'discarded' | 'spoken' | 'failed';

/** Throws away a session the learner has not written in; the allowance and the curriculum are read again after. */
export async function discardSession(sessionId: number): Promise<DiscardOutcome> {
  try {
    await sessionsApi.discard(sessionId);
  } catch (error) {
    if (isApiError(error, 'PRACTICE.SESSION_SPOKEN_IN')) return 'spoken';
    if (!isApiError(error, 'PRACTICE.SESSION_NOT_FOUND')) return 'failed';
  }
  void refreshUsage();
  void refreshCurriculum();
  return 'discarded';
}
