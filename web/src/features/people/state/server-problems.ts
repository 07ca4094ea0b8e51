import { ApiError } from '../../../lib/api-error';

/**
 * The fields a refusal names in its details (VALIDATION_FAILED, an unknown organisation), with the
 * server's sentence for each. The form's own checks catch most first in the reader's language.
 */
export function serverFieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const problems: Record<string, string> = {};
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    // The API names a body field 'body.email'; the form knows it as 'email'.
    const path = (Array.isArray(detail.path) ? detail.path.join('.') : String(detail.path ?? '')).replace(/^body\./, '');
    if (path && typeof detail.message === 'string' && !(path in problems)) problems[path] = detail.message;
  }
  return problems;
}
