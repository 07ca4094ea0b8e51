import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';

/**
 * Security headers on every response (helmet): a strict Content-Security-Policy the built client
 * satisfies (its own scripts only; inline styles for React's style attributes), no framing
 * (frame-ancestors 'none', X-Frame-Options), nosniff, a referrer policy, and HSTS only when the
 * client's connection is https (directly, or as a trusted proxy says: TRUST_PROXY).
 */
export function securityHeaders() {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  return async (ctx: Context, next: Next) => {
    if (ctx.secure || ctx.state.secure === true) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await headers(ctx, next);
  };
}
