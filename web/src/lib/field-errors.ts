import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { fieldProblemOf, fieldProblemText } from './field-problem';

/**
 * The fields of a form that a VALIDATION_FAILED refusal names, each with its text: `texts` maps the
 * form's fields, as the API names them ('password', 'newPassword'), to i18n keys, said unless the
 * server names its rule (a temporary address is well formed: "enter a valid address" would mislead).
 * The form marks them invalid and ties the text to them; a refusal that names none of them is left
 * to its alert.
 */
export function serverFieldErrors<F extends string>(error: unknown, t: TFunction, texts: Record<F, string>): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!isApiError(error, 'VALIDATION_FAILED') || !Array.isArray(error.details)) return found;
  for (const detail of error.details) {
    const problem = fieldProblemOf(detail);
    if (!problem || !Object.hasOwn(texts, problem.path)) continue;
    const key: string = texts[problem.path as F];
    found[problem.path as F] ??= problem.problem ? fieldProblemText(problem, t) : t(key);
  }
  return found;
}
