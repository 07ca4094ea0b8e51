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

/**
 * NUL (no database text can hold it) and half of a surrogate pair (no UTF-8 can encode it): never
 * what a client meant, and each would fail deep in a write rather than at the edge.
 */
const UNREADABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNREADABLE_MESSAGE = 'must not contain NUL characters or broken (unpaired) Unicode characters.';

/** No contract takes input nested deeper: a body nested thousands deep is the contract's to refuse, not a stack to overflow. */
const DEEPEST = 32;

function unreadableTextIn(value: unknown, path: string[], found: FieldProblem[]): void {
  if (path.length > DEEPEST) return;
  if (typeof value === 'string') {
    if (!UNREADABLE.test(value)) return;
    // Named by its field, not by its place in a list ("goalCategories", not "0").
    const field = path.findLast((key) => !/^\d+$/.test(key));
    found.push({ path: path.join('.'), message: `${field} ${UNREADABLE_MESSAGE}`, ...namedRule({ problem: 'unreadableText' }) });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unreadableTextIn(item, [...path, String(i)], found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNREADABLE.test(key)) found.push({ path: path.join('.'), message: `A name in ${path.join('.')} ${UNREADABLE_MESSAGE}`, ...namedRule({ problem: 'unreadableText' }) });
      else unreadableTextIn(item, [...path, key], found);
    }
  }
}

/**
 * A request's part (or a hub call's argument) through its contract. Unreadable text that the
 * contract lets through (it may clean some, as a first name's invisible characters) is refused;
 * beside the contract's own problems, it is named where the contract says nothing of the field.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, prefix: readonly string[]): z.output<T> {
  const unreadable: FieldProblem[] = [];
  const result = schema.safeParse(value);
  unreadableTextIn(result.success ? result.data : value, [...prefix], unreadable);
  if (result.success && !unreadable.length) return result.data;
  const problems = result.success ? [] : (validationErrorOf(result.error, prefix).details as FieldProblem[]);
  const named = new Set(problems.map((p) => p.path));
  throw new ValidationError([...problems, ...unreadable.filter((p) => !named.has(p.path))]);
}
