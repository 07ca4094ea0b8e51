import { expect } from 'chai';

/* Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts). */
type Consent = 'offer' | 'recurring';
type Consents = Record<Consent, boolean>;
type Currency = 'USD' | 'BYN' | 'RUB';
interface ConsentRules {
  CONSENTS: readonly Consent[];
  NO_CONSENTS: Consents;
  missingConsents(consents: Consents): Consent[];
  planClick(consents: Consents): { proceed: true } | { proceed: false; missing: Consent[]; focus: Consent };
  stillMissing(marked: readonly Consent[], consents: Consents): Consent[];
}
interface Prices {
  formatMoney(amount: number, currency: Currency, locale: string): string;
  approximately(amount: number, currency: Currency, locale: string): string;
  currencyOrder(charged: Currency, all: readonly Currency[]): Currency[];
}
interface Widget {
  outcomeOf(status: string | null): 'paid' | 'declined' | null;
}
const load = <T>(path: string): Promise<T> =>
  import(new URL(`../../../web/src/features/billing/state/${path}`, import.meta.url).href) as Promise<T>;
const rules = {} as ConsentRules;
const prices = {} as Prices;
const widget = {} as Widget;
before(async () => {
  Object.assign(rules, await load<ConsentRules>('consent.ts'));
  Object.assign(prices, await load<Prices>('prices.ts'));
  Object.assign(widget, await load<Widget>('widget.ts'));
});

/** Node and Chromium write some currencies with a no-break space; compare what a reader sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('web: the payment page (R2.5)', () => {
  describe('the two agreements before a plan (SPEC §4 "Payment")', () => {
    it('lets a plan click through only when both boxes are ticked', () => {
      expect(rules.planClick({ offer: true, recurring: true })).to.deep.equal({ proceed: true });
    });

    it('marks both and focuses the offer box when neither is ticked', () => {
      expect(rules.planClick(rules.NO_CONSENTS)).to.deep.equal({ proceed: false, missing: ['offer', 'recurring'], focus: 'offer' });
    });

    it('marks and focuses the one still unticked, whichever it is', () => {
      expect(rules.planClick({ offer: true, recurring: false })).to.deep.equal({ proceed: false, missing: ['recurring'], focus: 'recurring' });
      expect(rules.planClick({ offer: false, recurring: true })).to.deep.equal({ proceed: false, missing: ['offer'], focus: 'offer' });
    });

    it('keeps page order: the offer comes before recurring charges', () => {
      expect(rules.CONSENTS).to.deep.equal(['offer', 'recurring']);
      expect(rules.missingConsents({ recurring: false, offer: false })).to.deep.equal(['offer', 'recurring']);
    });

    it('clears a box’s mark once it is ticked, and leaves the other marked', () => {
      expect(rules.stillMissing(['offer', 'recurring'], { offer: true, recurring: false })).to.deep.equal(['recurring']);
      expect(rules.stillMissing(['offer', 'recurring'], { offer: true, recurring: true })).to.deep.equal([]);
    });

    it('does not mark a box that no plan click has found missing yet', () => {
      expect(rules.stillMissing([], rules.NO_CONSENTS)).to.deep.equal([]);
    });
  });

  describe('prices as the API gives them (SPEC §2, §9)', () => {
    it('writes dollars and Belarusian roubles with two decimals and Russian roubles whole, in English', () => {
      expect(plain(prices.formatMoney(29.99, 'USD', 'en'))).to.equal('$29.99');
      expect(plain(prices.formatMoney(89, 'BYN', 'en'))).to.equal('BYN 89.00');
      expect(plain(prices.formatMoney(20295, 'RUB', 'en'))).to.equal('RUB 20,295');
    });

    it('writes them the Russian way in Russian', () => {
      expect(plain(prices.formatMoney(161.95, 'USD', 'ru'))).to.equal('161,95 $');
      expect(plain(prices.formatMoney(480.61, 'BYN', 'ru'))).to.equal('480,61 BYN');
      expect(plain(prices.formatMoney(13047, 'RUB', 'ru'))).to.equal('13 047 ₽');
    });

    it('shows exactly the number it was given, computing nothing', () => {
      // 251.92 is 29.99 × 12 × 0.7 rounded by the server; the page must not round it again.
      expect(plain(prices.formatMoney(251.92, 'USD', 'en'))).to.equal('$251.92');
      expect(plain(prices.formatMoney(2416, 'RUB', 'en'))).to.equal('RUB 2,416');
    });

    it('puts a tilde before every total', () => {
      expect(plain(prices.approximately(747.61, 'BYN', 'en'))).to.equal('~BYN 747.61');
      expect(plain(prices.approximately(2416, 'RUB', 'ru'))).to.equal('~2 416 ₽');
    });

    it('lists the charge currency first, then the others in their usual order', () => {
      expect(prices.currencyOrder('BYN', ['USD', 'BYN', 'RUB'])).to.deep.equal(['BYN', 'USD', 'RUB']);
      expect(prices.currencyOrder('USD', ['USD', 'BYN', 'RUB'])).to.deep.equal(['USD', 'BYN', 'RUB']);
      expect(prices.currencyOrder('RUB', ['USD', 'BYN', 'RUB'])).to.deep.equal(['RUB', 'USD', 'BYN']);
    });
  });

  describe('where the bePaid widget leaves the learner when it closes', () => {
    it('sends a successful or pending payment to the dashboard’s success banner', () => {
      expect(widget.outcomeOf('successful')).to.equal('paid');
      expect(widget.outcomeOf('pending')).to.equal('paid');
    });

    it('sends a declined payment or a widget error to the failure banner', () => {
      expect(widget.outcomeOf('failed')).to.equal('declined');
      expect(widget.outcomeOf('error')).to.equal('declined');
    });

    it('leaves the learner on the page when the widget was closed unpaid or the provider redirects', () => {
      expect(widget.outcomeOf(null)).to.equal(null);
      expect(widget.outcomeOf('redirected')).to.equal(null);
    });
  });
});
