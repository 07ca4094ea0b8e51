import type { Context } from 'koa';
import { preferredLanguage } from './negotiation.ts';

export type RequestLocale = 'en' | 'ru';

/**
 * The caller's language: the `lang` query parameter first, then Accept-Language; only en and
 * ru exist. Worked out when a handler asks, not for every request.
 */
export function requestLocale(ctx: Context): RequestLocale {
  const known = ctx.state.locale as RequestLocale | undefined;
  if (known) return known;
  const wanted = String(ctx.query.lang ?? preferredLanguage(ctx) ?? 'en');
  return (ctx.state.locale = wanted === 'ru' ? 'ru' : 'en');
}
