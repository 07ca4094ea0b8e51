import { proxy } from 'valtio';
import { offerPlaceholders } from '../../../config/business';
import type { Locale } from '../../../lib/contracts';
import { fetchOfferHtml } from '../api/offer.api';

export const offerState = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  html: '',
  /** Language of the text shown (en when the requested one could not be loaded). */
  locale: null as Locale | null,
  requested: null as Locale | null,
});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Puts the seller's details (config/business.ts) into {{placeholders}} of the offer text. */
export function fillPlaceholders(html: string, locale: Locale): string {
  const values = offerPlaceholders(locale);
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? escapeHtml(values[name]!) : match));
}

let controller: AbortController | null = null;

/** Loads the offer in `locale`, falling back to English when that text cannot be loaded. */
export async function loadOffer(locale: Locale): Promise<void> {
  controller?.abort();
  const current = (controller = new AbortController());
  offerState.status = 'loading';
  offerState.requested = locale;
  const attempts: Locale[] = locale === 'en' ? ['en'] : [locale, 'en'];
  for (const candidate of attempts) {
    try {
      const html = await fetchOfferHtml(candidate, current.signal);
      if (current.signal.aborted) return;
      Object.assign(offerState, { status: 'ready', html: fillPlaceholders(html, candidate), locale: candidate });
      return;
    } catch {
      if (current.signal.aborted) return;
    }
  }
  Object.assign(offerState, { status: 'error', html: '', locale: null });
}
