import type { TFunction } from 'i18next';
import { ApiError, isApiError } from '../../../lib/api-error';
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

/** A list request the server refused for what it asked (400 VALIDATION_FAILED): which filters, and why. */
export interface QueryRefusal {
  /** The refused query fields, as the request names them (`search`, `role`). */
  fields: string[];
  text: string;
}

/**
 * A refused list query in the reader's language, each field named by its filter's label
 * ("Search by email: At most 254 characters."). Asking again would be refused again, so it is no
 * load failure: null for anything else. `labels`: a query field's label key.
 */
export function queryRefusal(error: unknown, t: TFunction, labels: Record<string, string>): QueryRefusal | null {
  if (!isApiError(error, 'VALIDATION_FAILED')) return null;
  const problems = Object.entries(serverFieldProblems(error, t)).map(([path, problem]) => ({ field: path.replace(/^query\./, ''), problem }));
  const sentences = problems.map(({ field, problem }) =>
    labels[field] ? t('people:list.refusedField', { field: t(labels[field]), problem }) : problem);
  return { fields: problems.map(({ field }) => field), text: sentences.join(' ') || t('common:errors.codes.validationFailed') };
}
