import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { fieldProblemOf, fieldProblemText } from '../../../lib/field-problem';

/**
 * The fields a refusal names in its details (VALIDATION_FAILED, an unknown organisation), each with
 * its problem in the reader's language. The form's own checks catch most first.
 */
export function serverFieldProblems(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const problems: Record<string, string> = {};
  for (const problem of error.details.map(fieldProblemOf)) {
    if (problem?.path && !(problem.path in problems)) problems[problem.path] = fieldProblemText(problem, t);
  }
  return problems;
}
