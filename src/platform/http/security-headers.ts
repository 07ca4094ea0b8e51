import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import helmet from 'helmet';

/**
 * Security headers on every response, as helmet writes them: a strict Content-Security-Policy the
 * built client satisfies (its own scripts only; inline styles for React's style attributes), no
 * framing (frame-ancestors 'none', X-Frame-Options), nosniff, a referrer policy, and HSTS only when
 * the client's connection is https (directly, or as a trusted proxy says: TRUST_PROXY).
 * The headers are the same for every response, so helmet computes them once; each request copies
 * them (helmet's own middleware per request cost the hottest routes ~10% of their throughput).
 */
export function securityHeaders(thirdParty: ThirdPartyOrigins = { scripts: [], frames: [], connect: [] }) {
  const headers = helmetHeaders(thirdParty);
  return (ctx: Context, next: Next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    if (ctx.secure || ctx.state.secure === true) ctx.res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return next();
  };
}

/**
 * Origins beyond our own the page may use: a payment provider's widget (its script, and the
 * checkout it opens in a frame and talks to), and an identity provider's token endpoint the page
 * calls. None unless online payment or Auth0 sign-in is set up.
 */
export interface ThirdPartyOrigins {
  scripts: string[];
  frames: string[];
  connect: string[];
}

function helmetHeaders({ scripts, frames, connect }: ThirdPartyOrigins): [string, string][] {
  const headers: [string, string][] = [];
  const response = { setHeader: (name: string, value: string) => void headers.push([name, String(value)]), removeHeader: () => undefined };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scripts],
        styleSrc: ["'self'", "'unsafe-inline'", ...scripts],
        imgSrc: ["'self'", 'data:', 'blob:', ...scripts, ...frames],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...frames, ...connect],
        ...(frames.length ? { frameSrc: ["'self'", ...frames] } : {}),
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
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
