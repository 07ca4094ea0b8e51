import type { Locale, SellerView } from '../../../lib/contracts';
import { localized } from '../../../lib/localized';

/** Values for {{name}} placeholders of the public offer, in its language; null where the operator set nothing. */
function offerPlaceholders(seller: SellerView, locale: Locale, website: string): Record<string, string | null> {
  const { legal } = seller;
  return {
    brand: 'Rapport',
    website,
    supportEmail: seller.supportEmail,
    phone: seller.phone,
    legalName: legal && localized(legal.name, locale),
    registrationNumber: legal?.registrationNumber ?? null,
    address: legal && localized(legal.address, locale),
    jurisdiction: legal && localized(legal.jurisdiction, locale),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Details an offer can do without: the list item that shows one is left out when it is not set. */
const OPTIONAL = new Set(['phone']);

/**
 * Puts the seller's details into {{placeholders}} of the offer text (loadOffer makes no offer without
 * the business and its support address). A list item showing an optional detail the operator did not
 * set (a phone number) is left out rather than shown empty.
 */
export function fillPlaceholders(html: string, seller: SellerView, locale: Locale, website: string): string {
  const values = new Map(Object.entries(offerPlaceholders(seller, locale, website)));
  const unset = (name: string) => OPTIONAL.has(name) && !values.get(name);
  return html
    .replace(/[ \t]*<li>(?:(?!<\/li>)[\s\S])*<\/li>\n?/g, (item) => ([...item.matchAll(PLACEHOLDER)].some(([, name]) => unset(name!)) ? '' : item))
    .replace(PLACEHOLDER, (match, name: string) => {
      const value = values.get(name);
      return value ? escapeHtml(value) : match;
    });
}
