import type { Context, Next } from 'koa';
import { AppError, type RateLimitedError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { isDatabaseUnavailable } from '../db/database-errors.ts';

/** The one place error codes become HTTP statuses. Codes not listed here answer 404 when they end in NOT_FOUND, else 400. */
const STATUS_BY_CODE: Record<string, number> = {
  VALIDATION_FAILED: 400,
  BAD_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNSUPPORTED_ENCODING: 415,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.FORBIDDEN': 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  'IDENTITY.INVALID_CREDENTIALS': 401,
  'IDENTITY.REFRESH_INVALID': 401,
  'IDENTITY.EMAIL_TAKEN': 409,
  EMAIL_ALREADY_TAKEN: 409,
  'IDENTITY.USER_NOT_FOUND': 404,
  'IDENTITY.CANNOT_DELETE_SELF': 409,
  'IDENTITY.LAST_SUPERADMIN': 409,
  'IDENTITY.SUPERADMIN_EMAIL_LOCKED': 409,
  'IDENTITY.OWN_ROLE': 409,
  'IDENTITY.USER_CHANGED': 409,
  'IDENTITY.UNKNOWN_ORGANIZATION': 422,
  'IDENTITY.UNKNOWN_INVITER': 422,
  ALREADY_VERIFIED: 409,
  EMAIL_SEND_FAILED: 503,
  'OAUTH.PROVIDER_NOT_CONFIGURED': 400,
  'OAUTH.TOKEN_REJECTED': 401,
  'OAUTH.ACCOUNT_EXISTS': 409,
  'OAUTH.EMAIL_NOT_VERIFIED': 409,
  'OAUTH.ACCOUNT_EMAIL_UNVERIFIED': 409,
  'OAUTH.ALREADY_LINKED': 409,
  'OAUTH.NOT_LINKED': 404,
  'OAUTH.LAST_SIGN_IN_METHOD': 409,
  'OAUTH.PROVIDER_UNAVAILABLE': 502,
  'TEAM.NO_ORGANISATION': 409,
  'TEAM.ALREADY_MEMBER': 409,
  'TEAM.OTHER_ORGANISATION': 409,
  'TEAM.ADDRESS_ON_HOLD': 409,
  'TEAM.ADMIN_NOT_INVITABLE': 409,
  'TEAM.ADMIN_NOT_REMOVABLE': 409,
  'TEAM.NAME_TAKEN': 409,
  'INVITE.EXPIRED': 410,
  'INVITE.USED': 409,
  'INVITE.ACCOUNT_EXISTS': 409,
  'INVITE.WRONG_ACCOUNT': 403,
  'USAGE.SESSION_LIMIT': 403,
  'USAGE.COACH_LIMIT': 403,
  'ANALYSIS.RESULTS_PENDING': 404,
  'ANALYSIS.SESSION_IN_PROGRESS': 409,
  'PRACTICE.CONVERSATION_OVER': 409,
  'PRACTICE.NOTHING_SAID': 409,
  'PRACTICE.SESSION_SPOKEN_IN': 409,
  'PRACTICE.SESSION_ENDED': 409,
  'PRACTICE.REPLY_IN_PROGRESS': 409,
  'PRACTICE.SESSION_NOT_FINISHED': 409,
  'PRACTICE.UNKNOWN_PERSONA': 422,
  'PRACTICE.CATEGORY_CONFLICT': 422,
  'PRACTICE.CONCURRENT_CHANGE': 409,
  'SECURITY.MESSAGE_BLOCKED': 422,
  'SECURITY.SENDING_PAUSED': 429,
  'ANALYSIS.FAILED': 409,
  'BILLING.NOTIFICATION_REJECTED': 401,
  'BILLING.REVERSAL_AHEAD_OF_PAYMENT': 409,
  'BILLING.PROVIDER_UNAVAILABLE': 502,
  'BILLING.NOT_CONFIGURED': 503,
  'BILLING.PREMIUM_WITHOUT_END': 409,
  'AI.UNAVAILABLE': 503,
  'DB.IN_USE': 503,
  'DB.UNAVAILABLE': 503,
};

/** How long a client should wait before trying again while the database is unreachable. */
const DB_RETRY_AFTER_SECONDS = 5;

export function statusFor(code: string): number {
  return STATUS_BY_CODE[code] ?? (code.endsWith('NOT_FOUND') ? 404 : 400);
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  expose?: boolean;
  message: string;
}

/** Errors thrown by Koa's body parser and friends carry a status; keep it, name it. */
function fromHttpError(err: HttpishError): AppError | undefined {
  // zlib refusing the body: it is not what its Content-Encoding says (Z_DATA_ERROR, brotli's ERR__ERROR_FORMAT_…).
  if (err.code && /^(Z_|ERR_BROTLI|ERR__ERROR_)/.test(err.code))
    return new AppError('BAD_ENCODING', 'The request body does not match its Content-Encoding.');
  if (err.type === 'encoding.unsupported' || /^Unsupported Content-Encoding/.test(err.message)) return new AppError('UNSUPPORTED_ENCODING', 'Send the request body uncompressed, or as gzip, deflate or br.');
  const status = err.status ?? err.statusCode;
  if (!status || status >= 500) return undefined;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  // secure-json-parse refuses prototype poisoning before anything reads the body.
  if (status === 400 && /forbidden prototype property/.test(err.message))
    return new AppError('BAD_JSON', 'The request body must not contain a "__proto__" key.');
  if (status === 400 && /json/i.test(err.message + (err.type ?? '')))
    return new AppError('BAD_JSON', 'The request body is not valid JSON.');
  if (status === 404) return new AppError('NOT_FOUND', 'Not found.');
  return new AppError('BAD_REQUEST', err.expose ? err.message : 'The request could not be understood.');
}

interface ErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

/** `{ error }`; on a route declared with `successEnvelope`, SPEC's flat fields too (success false, the details). */
function answer(ctx: Context, error: ErrorBody): void {
  if (!ctx.state.successEnvelope) {
    ctx.body = { error };
    return;
  }
  const details = error.details && typeof error.details === 'object' && !Array.isArray(error.details) ? error.details : {};
  ctx.body = { ...details, success: false, code: error.code, message: error.message, error };
}

export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (caught) {
      const err = caught as HttpishError;
      if (!(caught instanceof AppError) && isDatabaseUnavailable(caught)) {
        logger.warn({ err: caught, reqId: ctx.state.requestId }, 'the database is unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', String(DB_RETRY_AFTER_SECONDS));
        answer(ctx, { code: 'DB.UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a few seconds.' });
        return;
      }
      const appError = caught instanceof AppError ? caught : fromHttpError(err);
      if (!appError) {
        logger.error({ err: caught, reqId: ctx.state.requestId }, 'unhandled error');
        ctx.status = 500;
        answer(ctx, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' });
        return;
      }
      ctx.status = statusFor(appError.code);
      // A rate limit, or a pause (SECURITY.SENDING_PAUSED): both say when to come back.
      const wait = (appError as Partial<RateLimitedError>).retryAfterSeconds;
      if (typeof wait === 'number') ctx.set('Retry-After', String(wait));
      answer(ctx, { code: appError.code, message: appError.message, details: appError.details });
    }
  };
}
