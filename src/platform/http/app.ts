import { randomUUID } from 'node:crypto';
import Koa, { type Context, type Next } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { createDocument } from 'zod-openapi';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError, NotFoundError } from '../errors.ts';
import { logContext } from '../log-context.ts';
import { redactUrl, type Logger } from '../logger.ts';
import { ApiRouter } from './api-router.ts';
import { authenticate, type TokenVerifier } from './auth.ts';
import { clientAddress } from './client-address.ts';
import { securityHeaders } from './security-headers.ts';
import { errorMiddleware } from './error-middleware.ts';
import { publicAnswers } from './public-answers.ts';
import { readRawBody } from './raw-body.ts';
import { webClient } from './web-client.ts';

export interface HttpAppDeps {
  config: Config;
  logger: Logger;
  db: Database;
  verifier: TokenVerifier;
  routers: ApiRouter[];
}

const API_PREFIXES = ['/api/', '/hubs/'];
const isApi = (path: string) => path === '/api' || API_PREFIXES.some((p) => path.startsWith(p));

export function createHttpApp({ config, logger, db, verifier, routers }: HttpAppDeps): Koa {
  // Proxy headers are read only from the proxies TRUST_PROXY names (client-address.ts).
  const app = new Koa({ proxy: false });
  app.silent = true; // errors are logged once, by the error middleware

  app.use(clientAddress(config.TRUST_PROXY));
  app.use(securityHeaders(thirdPartyOrigins(config)));
  app.use(accessLog(logger));
  app.use(errorMiddleware(logger));
  app.use((ctx, next) => db.inContext(next));
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: `${config.BODY_LIMIT_KB}kb`, encoding: 'utf-8' });
  // A signed notification is checked against its bytes as sent: those routes get the bytes, unparsed.
  const raw = new Set(routers.flatMap((r) => r.rawBodyPaths));
  const limitBytes = config.BODY_LIMIT_KB * 1024;
  app.use(async (ctx: Context, next: Next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    if (!raw.has(ctx.path)) {
      // A body of another type would be left unread, and the request refused for fields it did send.
      const hasContent = ctx.request.length > 0 || ctx.get('transfer-encoding') !== '';
      if (hasContent && !ctx.is('json')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
      return parseJson(ctx, next);
    }
    ctx.state.rawBody = await readRawBody(ctx, limitBytes);
    return next();
  });
  app.use(authenticate(verifier));

  const router = ApiRouter.combine(routers);
  const document = openApiDocument(config.version, routers);
  router.get('/api/openapi.json', (ctx) => {
    ctx.body = document;
  });
  app.use(publicAnswers());
  app.use(router.routes());

  app.use(async (ctx, next) => {
    if (isApi(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      // A path that exists, asked with another method: say which ones it takes (RFC 9110 §15.5.6).
      const allowed = [...new Set(router.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods))];
      if (allowed.length && ctx.method === 'OPTIONS') {
        ctx.set('Allow', [...allowed, 'OPTIONS'].join(', '));
        ctx.status = 204;
        return;
      }
      if (allowed.length) {
        ctx.set('Allow', allowed.join(', '));
        throw new AppError('METHOD_NOT_ALLOWED', `${ctx.method} is not allowed here; use ${allowed.join(' or ')}.`);
      }
      throw new NotFoundError(`No such endpoint: ${ctx.method} ${redactUrl(ctx.path)}`);
    }
    await next();
  });
  app.use(webClient(config.WEB_DIST_DIR, { sourceMaps: config.WEB_SOURCE_MAPS }));
  return app;
}

/**
 * bePaid's widget loads from BEPAID_WIDGET_URL and opens its checkout (BEPAID_CHECKOUT_URL) in a
 * frame. With Auth0 set up the page exchanges its authorisation code at the tenant's token endpoint
 * (PKCE, ADR 0023), which lives on the issuer's origin. Google and Facebook need nothing: the page
 * only navigates to them, and they return the token in the address.
 */
function thirdPartyOrigins(config: Config) {
  const origins = { scripts: [] as string[], frames: [] as string[], connect: [] as string[] };
  if (config.PAYMENT_PROVIDER === 'bepaid') {
    origins.scripts.push(new URL(config.BEPAID_WIDGET_URL).origin);
    origins.frames.push(new URL(config.BEPAID_CHECKOUT_URL).origin);
  }
  if (config.AUTH0_ISSUER_URL) origins.connect.push(new URL(config.AUTH0_ISSUER_URL).origin);
  return origins;
}

function accessLog(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    // A proxy's id is kept when it looks like one; anything else (long, odd characters) gets a fresh one.
    const given = ctx.get('x-request-id');
    const requestId = /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      // Every line logged while serving it carries its id (logger.ts), the error middleware's too.
      await logContext.run(requestId, next);
    } finally {
      if ((ctx.path !== '/api/health' || ctx.status >= 400) && logger.isLevelEnabled('info')) {
        logger.info(
          { reqId: requestId, method: ctx.method, url: redactUrl(ctx.originalUrl), status: ctx.status, ms: Math.round(performance.now() - started) },
          'request',
        );
      }
    }
  };
}

function openApiDocument(version: string, routers: ApiRouter[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, operation } of routers.flatMap((r) => r.operations)) {
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    (paths[openApiPath] ??= {})[method] = operation;
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Rapport API', version, description: 'Generated from the zod contracts that validate every request.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths: paths as never,
  });
}
