import type { TFunction } from 'i18next';
import type { GoalError } from '../../../lib/contracts';
import { MAX_GOAL_LENGTH, MAX_OWN_GOALS } from '../../../lib/shared';

const shorten = (goal: string) => (goal.length > 40 ? `${goal.slice(0, 40).trimEnd()}…` : goal);

/** The learner's language for a refusal the server explained (its problem code and numbers, not its English text). */
export function goalErrorMessage(t: TFunction<'onboarding'>, error: GoalError): string {
  switch (error.problem) {
    case 'too-long':
      return t('errors.tooLong', { goal: shorten(error.goal), count: error.length, max: MAX_GOAL_LENGTH });
    case 'too-many':
      return t('errors.tooMany', { count: error.count, max: MAX_OWN_GOALS });
    case 'none':
      return t('errors.none');
  }
}

/** Refusals of the list as a whole belong under the cards; the others under the typed goals. */
export function splitGoalErrors(t: TFunction<'onboarding'>, errors: readonly GoalError[]) {
  const messages = (list: readonly GoalError[]) => [...new Set(list.map((e) => goalErrorMessage(t, e)))];
  return { list: messages(errors.filter((e) => e.problem === 'none')), typed: messages(errors.filter((e) => e.problem !== 'none')) };
}
