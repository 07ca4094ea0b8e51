import { proxy } from 'valtio';
import type { Locale } from '../../../lib/contracts';
import { loadSeller, sellerState } from '../../../lib/seller';
import { fillPlaceholders } from './placeholders';
import { fetchOfferHtml } from '../api/offer.api';

export const offerState = proxy({
  /** `unavailable`: the operator has not named the seller (SELLER_*), so there is no offer to make. */
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error' | 'unavailable',
  html: '',
  /** Language of the text shown (en when the requested one could not be loaded). */
  locale: null as Locale | null,
  requested: null as Locale | null,
});

let controller: AbortController | null = null;

/** Loads the offer in `locale`, falling back to English when that text cannot be loaded. */
export async function loadOffer(locale: Locale): Promise<void> {
  controller?.abort();
  const current = (controller = new AbortController());
  offerState.status = 'loading';
  offerState.requested = locale;
  await loadSeller();
  if (current.signal.aborted) return;
  const { seller } = sellerState;
  if (!seller) return void Object.assign(offerState, { status: 'error', html: '', locale: null });
  if (!seller.legal || !seller.supportEmail) return void Object.assign(offerState, { status: 'unavailable', html: '', locale: null });
  const attempts: Locale[] = locale === 'en' ? ['en'] : [locale, 'en'];
  for (const candidate of attempts) {
    try {
      const html = await fetchOfferHtml(candidate, current.signal);
      if (current.signal.aborted) return;
      Object.assign(offerState, { status: 'ready', html: fillPlaceholders(html, seller, candidate, window.location.origin), locale: candidate });
      return;
    } catch {
      if (current.signal.aborted) return;
    }
  }
  Object.assign(offerState, { status: 'error', html: '', locale: null });
}
