import { ApiError } from '../../../lib/api-error';

/**
 * The fields a VALIDATION_FAILED answer names, with the server's sentence for each. The form's own
 * checks catch these first in the reader's language; this covers a rule only the server knows.
 */
export function serverFieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) return {};
  const problems: Record<string, string> = {};
  for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
    const path = Array.isArray(detail.path) ? detail.path.join('.') : String(detail.path ?? '');
    if (path && typeof detail.message === 'string' && !(path in problems)) problems[path] = detail.message;
  }
  return problems;
}
