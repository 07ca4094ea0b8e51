import type { z } from 'zod';
import { namedRule, ValidationError, type FieldProblem } from '../errors.ts';

/**
 * A refused field as the API reports it: the path, the English sentence (SPEC §5's texts, for API
 * clients and logs), and what kind of rule refused it with its bound, so a client can word the same
 * problem in its reader's language ("at most 100 characters" from `too_big`, string, 100).
 */
function problemOf(issue: z.core.$ZodIssue, prefix: readonly string[]): FieldProblem {
  const problem: FieldProblem = { path: [...prefix, ...issue.path.map(String)].join('.'), message: issue.message, code: issue.code };
  switch (issue.code) {
    case 'too_big':
      return { ...problem, origin: issue.origin, limit: Number(issue.maximum) };
    case 'too_small':
      return { ...problem, origin: issue.origin, limit: Number(issue.minimum) };
    case 'invalid_format':
      return { ...problem, format: issue.format };
    case 'invalid_type':
      return { ...problem, expected: issue.expected };
    case 'invalid_value':
      return { ...problem, values: issue.values.map(String) };
    case 'custom':
      return typeof issue.params?.problem === 'string' ? { ...problem, ...namedRule(issue.params as Parameters<typeof namedRule>[0]) } : problem;
    default:
      return problem;
  }
}

/** A failed parse as the one error the HTTP and hub edges answer with (400 VALIDATION_FAILED). */
export function validationErrorOf(error: z.ZodError, prefix: readonly string[]): ValidationError {
  return new ValidationError(error.issues.map((issue) => problemOf(issue, prefix)));
}
