import Router, { type RouterMiddleware } from '@koa/router';
import type { Context } from 'koa';
import type { z, ZodType } from 'zod';
import type { ZodOpenApiOperationObject } from 'zod-openapi';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import type { AuthUser } from './auth.ts';
import { offeredAnswer } from './precompressed.ts';
import { parseInput } from './validation-details.ts';

const EMPTY = Buffer.alloc(0);

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
/** `false`: public; `true`: any signed-in user; a list: only those roles. */
export type Access = false | true | readonly string[];

export interface RouteSpec<B extends ZodType | undefined, Q extends ZodType | undefined, P extends ZodType | undefined> {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  auth: Access;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * The handler gets the body's exact bytes (`rawBody`) instead of parsed JSON: for a payment
   * provider's notification, whose signature covers the bytes as sent. Literal paths only.
   */
  rawBody?: boolean;
  /**
   * SPEC §7 has some APIs answer `success` and `message` in every response: refusals of this route
   * then carry them (success false) and the error's details at the top level too, beside `error`.
   */
  successEnvelope?: boolean;
  /** Status of a successful answer and its schema (null: no body). */
  success: { status: number; schema: ZodType | null; description?: string };
  errors?: Record<number, string>;
}

type Out<T> = T extends ZodType ? z.output<T> : undefined;
export interface RouteInput<B, Q, P> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  /** The body as sent, on routes declared with `rawBody` (an empty buffer elsewhere). */
  rawBody: Buffer;
  user: AuthUser | undefined;
  ctx: Context;
}

export interface DocumentedOperation {
  method: Method;
  path: string;
  operation: ZodOpenApiOperationObject;
}

/**
 * A Koa router whose routes are declared with their zod contracts, so one declaration
 * validates the request, checks access on the server and documents the route in OpenAPI.
 */
export class ApiRouter {
  readonly operations: DocumentedOperation[] = [];
  /** Paths whose body the app must keep as bytes, not parse as JSON (see RouteSpec.rawBody). */
  readonly rawBodyPaths: string[] = [];
  private readonly entries: { method: Method; path: string; handle: RouterMiddleware }[] = [];

  route<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined, P extends ZodType | undefined = undefined>(
    spec: RouteSpec<B, Q, P>,
    handler: (input: RouteInput<B, Q, P>) => Promise<unknown>,
  ): this {
    this.operations.push({ method: spec.method, path: spec.path, operation: toOperation(spec) });
    if (spec.rawBody) this.rawBodyPaths.push(spec.path);
    this.entries.push({ method: spec.method, path: spec.path, handle: async (ctx) => {
      const user = ctx.state.user as AuthUser | undefined;
      if (spec.successEnvelope) ctx.state.successEnvelope = true;
      checkAccess(spec.auth, user);
      // A signed-in answer is the reader's own (a transcript, a system prompt), and a write's may carry
      // credentials (sign-in's tokens, RFC 6749 §5.1): no browser or proxy may keep either.
      // A handler may say otherwise; the public lists do (precompressed.ts).
      if (spec.auth !== false || user || spec.method !== 'get') ctx.set('Cache-Control', 'no-store');
      const input = {
        body: parse(spec.body, ctx.request.body ?? {}, 'body'),
        query: parse(spec.query, ctx.query, 'query'),
        params: parse(spec.params, ctx.params, 'params'),
        rawBody: spec.rawBody ? (ctx.state.rawBody as Buffer) : EMPTY,
        user,
        ctx,
      } as unknown as RouteInput<B, Q, P>;
      const result = await handler(input);
      // A kept answer skips checkAccess next time (public-answers.ts): only a public route may offer one.
      if (offeredAnswer(ctx) && spec.auth !== false) throw new Error(`${spec.path} is not public, so its answer cannot be kept for everyone`);
      // The handler answered itself (a 503 health report, a precompressed list, a 304).
      if (ctx.body !== undefined || ctx.status === 304) return;
      ctx.status = spec.success.status;
      if (spec.success.schema && result !== undefined) ctx.body = result;
    } });
    return this;
  }

  /**
   * One Koa router for all modules' routes, literal paths before parameterised ones, so
   * /api/results/history is never taken for /api/results/:id whichever module declares which.
   */
  static combine(routers: ApiRouter[]): Router {
    const router = new Router();
    const entries = routers.flatMap((r) => r.entries);
    const literalFirst = [...entries.filter((e) => !e.path.includes(':')), ...entries.filter((e) => e.path.includes(':'))];
    for (const e of literalFirst) router[e.method](e.path, e.handle);
    return router;
  }
}

export function checkAccess(access: Access, user: AuthUser | undefined): void {
  if (access === false) return;
  if (!user) throw new UnauthenticatedError();
  if (access !== true && !access.includes(user.role)) throw new ForbiddenError();
}

function parse(schema: ZodType | undefined, value: unknown, where: string): unknown {
  return schema ? parseInput(schema, value, [where]) : undefined;
}

function toOperation(spec: RouteSpec<ZodType | undefined, ZodType | undefined, ZodType | undefined>): ZodOpenApiOperationObject {
  const json = (schema: ZodType) => ({ content: { 'application/json': { schema } } });
  const responses: Record<string, { description: string; content?: unknown }> = {
    [spec.success.status]: {
      description: spec.success.description ?? 'Success',
      ...(spec.success.schema ? json(spec.success.schema) : {}),
    },
  };
  for (const [status, description] of Object.entries(spec.errors ?? {})) responses[status] = { description };
  if (spec.body) responses[400] ??= { description: 'The request is not valid (VALIDATION_FAILED with field paths).' };
  if (spec.auth !== false) responses[401] ??= { description: 'Not signed in (AUTH.UNAUTHENTICATED).' };
  if (Array.isArray(spec.auth)) responses[403] ??= { description: `Signed in without the required role: ${spec.auth.join(', ')} (AUTH.FORBIDDEN).` };
  return {
    summary: spec.summary,
    tags: [spec.tag],
    ...(spec.auth !== false ? { security: [{ bearer: [] }] } : {}),
    // Which roles may call it, for clients and the security suite's role matrix.
    ...(Array.isArray(spec.auth) ? { 'x-roles': [...spec.auth] } : {}),
    ...(spec.body ? { requestBody: json(spec.body) } : {}),
    ...(spec.query || spec.params
      ? { requestParams: { ...(spec.query ? { query: spec.query } : {}), ...(spec.params ? { path: spec.params } : {}) } }
      : {}),
    responses,
  } as ZodOpenApiOperationObject;
}
