import { readFileSync } from 'node:fs';
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
  keptConsents(stored: string | null, now: number): Consents | null;
  CONSENTS_KEPT_MS: number;
}
interface Prices {
  formatMoney(amount: number, currency: Currency, locale: string): string;
  approximately(amount: number, currency: Currency, locale: string): string;
  priceText(amount: number, currency: Currency, charged: Currency, locale: string): { text: string; approximate: boolean };
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

    describe('back from the provider\'s page without a payment (a full page load)', () => {
      const opened = 1_800_000_000_000;

      it('ticks both boxes again for a checkout opened with both ticked a moment ago', () => {
        expect(rules.keptConsents(String(opened), opened + 90_000)).to.deep.equal({ offer: true, recurring: true });
      });

      it('gives nothing back once the ticks are older than the trip takes, or when nothing (or nonsense) was kept', () => {
        expect(rules.keptConsents(String(opened), opened + rules.CONSENTS_KEPT_MS)).to.equal(null);
        expect(rules.keptConsents(null, opened)).to.equal(null);
        for (const nonsense of ['', 'true', '-5', '1e12', String(opened + 60_000)]) expect(rules.keptConsents(nonsense, opened), nonsense).to.equal(null);
      });
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

    it('puts a tilde before an amount converted to another currency', () => {
      expect(plain(prices.approximately(747.61, 'BYN', 'en'))).to.equal('~BYN 747.61');
      expect(plain(prices.approximately(2416, 'RUB', 'ru'))).to.equal('~2 416 ₽');
    });

    it('writes the charge currency\'s amounts exactly, as the terms say the card is charged them, and only the others with a tilde', () => {
      expect(prices.priceText(89, 'BYN', 'BYN', 'en')).to.deep.equal({ text: prices.formatMoney(89, 'BYN', 'en'), approximate: false });
      expect(plain(prices.priceText(89, 'BYN', 'BYN', 'en').text)).to.equal('BYN 89.00');
      expect(plain(prices.priceText(29.99, 'USD', 'BYN', 'en').text)).to.equal('~$29.99');
      expect(prices.priceText(2416, 'RUB', 'BYN', 'ru')).to.include({ approximate: true });
      expect(plain(prices.priceText(251.92, 'USD', 'USD', 'ru').text)).to.equal('251,92 $');
    });

    it('lists the charge currency first, then the others in their usual order', () => {
      expect(prices.currencyOrder('BYN', ['USD', 'BYN', 'RUB'])).to.deep.equal(['BYN', 'USD', 'RUB']);
      expect(prices.currencyOrder('USD', ['USD', 'BYN', 'RUB'])).to.deep.equal(['USD', 'BYN', 'RUB']);
      expect(prices.currencyOrder('RUB', ['USD', 'BYN', 'RUB'])).to.deep.equal(['RUB', 'USD', 'BYN']);
    });
  });

  describe('the result of a checkout, where it is seen on arrival (audit: y≈950 at 375 px, under the hero)', () => {
    // The components need Vite to load (their i18n): what is checked here is their markup's order and focus.
    const source = (file: string) => readFileSync(new URL(`../../../web/src/features/billing/components/${file}`, import.meta.url), 'utf8');

    it('puts the failure notice above the hero, not in the page body under it', () => {
      const page = source('PaymentPage.tsx');
      const notice = page.indexOf('<FailedNotice');
      expect(notice, 'the page shows the notice').to.be.above(-1);
      expect(notice).to.be.below(page.indexOf('<PaymentHero'));
    });

    it('moves the focus to the failure notice and to the success banner as they appear, so they are read out and scrolled to', () => {
      for (const file of ['Notices.tsx', 'PaymentStatusBanner.tsx']) {
        expect(source(file), file).to.match(/tabIndex=\{-1\}/).and.match(/\.current\?\.focus\(\)/);
      }
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
