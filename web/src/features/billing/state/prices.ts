import type { Currency } from '../api/billing.api';

/** SPEC §9: roubles are whole; dollars and Belarusian roubles keep kopecks and cents. */
const FRACTION_DIGITS: Record<Currency, number> = { USD: 2, BYN: 2, RUB: 0 };

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the server gave it, written the way the interface language writes money
 * ('$29.99', '2,416 RUB' in English; '29,99 $', '2 416 ₽' in Russian). Nothing is computed here:
 * the prices come from GET /api/billing/plans, the single pricing table.
 */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    const digits = FRACTION_DIGITS[currency];
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** An amount in a currency the card is not charged in: converted, so only a guide (SPEC §2's tilde). */
export function approximately(amount: number, currency: Currency, locale: string): string {
  return `~${formatMoney(amount, currency, locale)}`;
}

/**
 * A price as a plan card writes it. In the charge currency it is exact: the terms say the card is
 * charged the amount shown, and a tilde would say otherwise. In the others it is the same price
 * converted, and the bank of a card in another currency converts it again: those keep the tilde.
 */
export function priceText(amount: number, currency: Currency, charged: Currency, locale: string): { text: string; approximate: boolean } {
  const approximate = currency !== charged;
  return { text: approximate ? approximately(amount, currency, locale) : formatMoney(amount, currency, locale), approximate };
}

/**
 * The charge currency first, then the others in the contract's order: the figure the learner will
 * actually pay is the one shown largest.
 */
export function currencyOrder(charged: Currency, all: readonly Currency[]): Currency[] {
  return [charged, ...all.filter((currency) => currency !== charged)];
}
