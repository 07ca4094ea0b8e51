/**
 * The one pricing table (SPEC §9 "Pricing"): the server charges from it and the web shows it
 * through GET /api/billing/plans, so no price is ever computed twice.
 */

export const PLAN_KEYS = ['monthly', 'sixMonths', 'oneYear'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const CURRENCIES = ['USD', 'BYN', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const BASE_PRICE_USD = 29.99;
/** The base price in cents: every total is worked out in whole minor units, never in floating point. */
const BASE_CENTS = 2999;

interface PlanTerms {
  months: number;
  discountPercent: number;
  bestValue: boolean;
}

export const PLAN_TERMS: Readonly<Record<PlanKey, PlanTerms>> = {
  monthly: { months: 1, discountPercent: 0, bestValue: false },
  sixMonths: { months: 6, discountPercent: 10, bestValue: false },
  oneYear: { months: 12, discountPercent: 30, bestValue: true },
};

/**
 * What the base price is worth in each currency (SPEC §9: 89 BYN and 2416 RUB per 29.99 USD), and
 * how many decimals a total keeps: BYN and USD to the cent, RUB to the whole rouble.
 */
const EXCHANGE: Readonly<Record<Exclude<Currency, 'USD'>, { perBase: number; decimals: 0 | 2 }>> = {
  BYN: { perBase: 89, decimals: 2 },
  RUB: { perBase: 2416, decimals: 0 },
};

export type Amounts = Record<Currency, number>;

export interface PlanPrice {
  key: PlanKey;
  months: number;
  discountPercent: number;
  bestValue: boolean;
  /** In major units: 161.95 USD, 480.61 BYN, 13047 RUB. */
  totals: Amounts;
  perMonth: Amounts;
  /** The monthly plan's totals: what the per-month price is set against (struck out). */
  baseMonthly: Amounts;
}

/** n / d rounded half up, for non-negative integers: exact, where Math.round(x * 100) / 100 is not. */
const divideRounded = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** A total in minor units (cents, kopecks) for each currency; RUB keeps whole roubles, so its kopecks are 00. */
function totalsInMinorUnits(plan: PlanKey): Amounts {
  const { months, discountPercent } = PLAN_TERMS[plan];
  // SPEC: total = base × months × (1 − discount), rounded to 2 decimals.
  const usd = divideRounded(BASE_CENTS * months * (100 - discountPercent), 100);
  return {
    USD: usd,
    // SPEC: converted from the rounded USD total, at the rate per base price.
    BYN: divideRounded(usd * EXCHANGE.BYN.perBase * 100, BASE_CENTS),
    RUB: divideRounded(usd * EXCHANGE.RUB.perBase, BASE_CENTS) * 100,
  };
}

const decimalsOf = (currency: Currency) => (currency === 'USD' ? 2 : EXCHANGE[currency].decimals);
const toMajor = (minor: number) => minor / 100;

function perMonthOf(totals: Amounts, months: number): Amounts {
  const per = (currency: Currency) => {
    // The same rounding as the total's: to the cent, or to the whole rouble.
    const unit = decimalsOf(currency) === 2 ? 1 : 100;
    return divideRounded(totals[currency], months * unit) * unit;
  };
  return { USD: per('USD'), BYN: per('BYN'), RUB: per('RUB') };
}

const mapAmounts = (a: Amounts, f: (n: number) => number): Amounts => ({ USD: f(a.USD), BYN: f(a.BYN), RUB: f(a.RUB) });

/** The price of one plan in every currency, as the payment page shows it. */
export function planPrice(plan: PlanKey): PlanPrice {
  const terms = PLAN_TERMS[plan];
  const totals = totalsInMinorUnits(plan);
  return {
    key: plan,
    ...terms,
    totals: mapAmounts(totals, toMajor),
    perMonth: mapAmounts(perMonthOf(totals, terms.months), toMajor),
    baseMonthly: mapAmounts(totalsInMinorUnits('monthly'), toMajor),
  };
}

/** What a plan costs in the charge currency, in minor units: what a payment provider is asked for. */
export function chargeInMinorUnits(plan: PlanKey, currency: Currency): number {
  return totalsInMinorUnits(plan)[currency];
}

export const allPlanPrices = (): PlanPrice[] => PLAN_KEYS.map(planPrice);
