import type { FieldProblem } from '#src/shared/field-problem.ts';

export type { FieldProblem };

/**
 * The one error type use cases throw. Codes are stable API (clients switch on them);
 * the HTTP edge maps codes to statuses in platform/http/error-middleware.ts.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A custom rule named by its params ({ problem, …the values its sentence names }), as a FieldProblem words it. */
export function namedRule({ problem, ...args }: { problem: string } & Record<string, string | number>): Pick<FieldProblem, 'code' | 'problem' | 'args'> {
  return { code: 'custom', problem, ...(Object.keys(args).length ? { args } : {}) };
}

export class ValidationError extends AppError {
  constructor(details: FieldProblem[], message = 'The request is not valid.') {
    super('VALIDATION_FAILED', message, details);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code = 'NOT_FOUND') {
    super(code, message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Not authenticated.') {
    super('AUTH.UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super('AUTH.FORBIDDEN', message);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    /** More for the client, beside retryAfterSeconds (a cooldown's length in the units SPEC names). */
    extra: Record<string, unknown> = {},
  ) {
    super('RATE_LIMITED', message, { retryAfterSeconds, ...extra });
  }
}
