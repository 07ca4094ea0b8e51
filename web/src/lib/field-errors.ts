import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { fieldProblemOf } from './field-problem';

/**
 * The fields of a form that a VALIDATION_FAILED refusal names, each with its text: `texts` maps the
 * form's fields, as the API names them ('password', 'newPassword'), to i18n keys. The form marks
 * them invalid and ties the text to them; a refusal that names none of them is left to its alert.
 */
export function serverFieldErrors<F extends string>(error: unknown, t: TFunction, texts: Record<F, string>): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!isApiError(error, 'VALIDATION_FAILED') || !Array.isArray(error.details)) return found;
  for (const detail of error.details) {
    const path = fieldProblemOf(detail)?.path;
    if (!path || !Object.hasOwn(texts, path)) continue;
    const key: string = texts[path as F];
    found[path as F] ??= t(key);
  }
  return found;
}
