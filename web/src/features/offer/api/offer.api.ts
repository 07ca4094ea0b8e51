import type { Locale } from '../../../lib/contracts';

/**
 * Fetches the offer fragment. A server (or Vite) that falls back to index.html for unknown paths
 * answers 200 with the app shell, so a full HTML document counts as "not found" too.
 */
export async function fetchOfferHtml(locale: Locale, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`/locales/offer_${locale}.html`, { signal, headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`Offer ${locale}: HTTP ${response.status}`);
  const html = await response.text();
  if (!html.trim() || /<html[\s>]|<!doctype/i.test(html)) throw new Error(`Offer ${locale}: not an offer fragment`);
  return html;
}
