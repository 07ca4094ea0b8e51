import type { IncomingMessage } from 'node:http';
import type { Context, Next } from 'koa';
import proxyaddr from 'proxy-addr';

/**
 * Which proxies may say who the client is (TRUST_PROXY): none by default — X-Forwarded-For from
 * anyone else is ignored, so it cannot reset a rate limit — a hop count, or a list of proxy
 * addresses/CIDRs (or proxy-addr's names: loopback, linklocal, uniquelocal).
 */
export function trustedProxies(setting: string): ((address: string, hop: number) => boolean) | null {
  const value = setting.trim();
  if (!value || value === 'false' || value === '0') return null;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(value.split(',').map((a) => a.trim()).filter(Boolean));
}

/** Sets ctx.ip (and whether the client's connection was https) from the trusted proxies only. */
export function clientAddress(setting: string) {
  const trust = trustedProxies(setting);
  return (ctx: Context, next: Next) => {
    if (!trust) return next();
    ctx.request.ip = proxyaddr(ctx.req, trust);
    const remote = ctx.req.socket.remoteAddress ?? '';
    const proto = ctx.get('x-forwarded-proto').split(',')[0]?.trim();
    if (trust(remote, 0) && proto === 'https') ctx.state.secure = true;
    return next();
  };
}

/** The client's address for a raw request (a WebSocket upgrade), read as clientAddress reads it. */
export function clientIpOf(setting: string): (req: IncomingMessage) => string | null {
  const trust = trustedProxies(setting);
  return (req) => (trust ? proxyaddr(req, trust) : req.socket.remoteAddress) || null;
}
