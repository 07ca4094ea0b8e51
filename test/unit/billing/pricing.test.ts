import { expect } from 'chai';
import { allPlanPrices, chargeInMinorUnits, planPrice, PLAN_KEYS } from '#src/modules/billing/domain/pricing.ts';

/** SPEC §9, worked by hand with the decimals the SPEC names. */
const EXPECTED = {
  monthly: { totals: { USD: 29.99, BYN: 89, RUB: 2416 }, perMonth: { USD: 29.99, BYN: 89, RUB: 2416 } },
  sixMonths: { totals: { USD: 161.95, BYN: 480.61, RUB: 13047 }, perMonth: { USD: 26.99, BYN: 80.1, RUB: 2175 } },
  oneYear: { totals: { USD: 251.92, BYN: 747.61, RUB: 20295 }, perMonth: { USD: 20.99, BYN: 62.3, RUB: 1691 } },
};

describe('The pricing table (SPEC §9)', () => {
  it('offers monthly, six months at 10% off and one year at 30% off, the year marked best value', () => {
    expect(allPlanPrices().map(({ key, months, discountPercent, bestValue }) => ({ key, months, discountPercent, bestValue }))).to.deep.equal([
      { key: 'monthly', months: 1, discountPercent: 0, bestValue: false },
      { key: 'sixMonths', months: 6, discountPercent: 10, bestValue: false },
      { key: 'oneYear', months: 12, discountPercent: 30, bestValue: true },
    ]);
  });

  for (const key of PLAN_KEYS) {
    it(`prices ${key} in USD, BYN (2 decimals) and RUB (whole), per month the same way, against the monthly base`, () => {
      const price = planPrice(key);
      expect(price.totals).to.deep.equal(EXPECTED[key].totals);
      expect(price.perMonth).to.deep.equal(EXPECTED[key].perMonth);
      expect(price.baseMonthly).to.deep.equal(EXPECTED.monthly.totals);
    });
  }

  it('charges the same totals in integer minor units (RUB in whole roubles, so its kopecks are 00)', () => {
    expect(chargeInMinorUnits('monthly', 'USD')).to.equal(2999);
    expect(chargeInMinorUnits('sixMonths', 'BYN')).to.equal(48061);
    expect(chargeInMinorUnits('oneYear', 'RUB')).to.equal(2029500);
    for (const key of PLAN_KEYS) for (const currency of ['USD', 'BYN', 'RUB'] as const) expect(Number.isInteger(chargeInMinorUnits(key, currency))).to.equal(true);
  });
});
