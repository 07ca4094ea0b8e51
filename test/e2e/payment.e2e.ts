import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

/*
 * The payment pages on a server with no payment provider (PAYMENT_PROVIDER unset, i.e. 'none'):
 * plans and prices from GET /api/billing/plans, the plain "not set up" notice with no buttons, the
 * navbar's Upgrade, the failure and success banners, both languages, 375 px. The purchase itself
 * (consent rule, widget, fake bePaid) is covered where a provider is configured.
 */
const PASSWORD = 'practice makes calm 42';
const TEXT = {
  en: {
    title: 'Practise without limits',
    notSetUp: 'Online payment is not set up on this server',
    failed: 'The payment didn\'t go through',
    thanks: 'Thank you for your payment!',
    names: { monthly: 'Monthly', sixMonths: '6 months', oneYear: '1 year' },
    bestValue: 'Best value',
    upgrade: 'Upgrade',
    pricing: 'Pricing',
    terms: 'Payment terms',
    refunds: 'Refund policy',
    askAdmin: /ask the administrator of this server/,
    contact: 'Contact us',
    noOffer: 'No public offer on this server',
  },
  ru: {
    title: 'Тренируйтесь без ограничений',
    notSetUp: 'Онлайн-оплата на этом сервере не настроена',
    failed: 'Оплата не прошла',
    thanks: 'Спасибо за оплату!',
    names: { monthly: 'Месяц', sixMonths: '6 месяцев', oneYear: '1 год' },
    bestValue: 'Выгоднее всего',
    upgrade: 'Перейти на Premium',
    pricing: 'Тарифы',
    terms: 'Условия оплаты',
    refunds: 'Возврат средств',
    askAdmin: /обратитесь к администратору этого сервера/,
    contact: 'Связаться с нами',
    noOffer: 'На этом сервере нет публичной оферты',
  },
} as const;

type Currency = 'USD' | 'BYN' | 'RUB';
type Amounts = Record<Currency, number>;
interface Plans {
  plans: { key: 'monthly' | 'sixMonths' | 'oneYear'; months: number; discountPercent: number; bestValue: boolean; totals: Amounts; perMonth: Amounts; baseMonthly: Amounts }[];
  checkout: { provider: string; currency: Currency; widgetUrl: string | null };
}

/**
 * What the page should print for an amount: the API's number, in the language's format; with a tilde
 * unless it is in the currency the card is charged in (that amount is exact, the others converted).
 */
function shown(amount: number, currency: Currency, lang: Lang, charged: Currency): string {
  const digits = currency === 'RUB' ? 0 : 2;
  const text = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  return plain(currency === charged ? text : `~${text}`);
}
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();

describe('web client: plans, prices and the payment banners without a payment provider (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  let plans: Plans;
  const email = `payment-${Date.now()}@example.com`;

  before(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    const response = await fetch(`${server.url}/api/billing/plans`);
    expect(response.status, 'GET /api/billing/plans').to.equal(200);
    plans = (await response.json()) as Plans;
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, locale: 'en', rememberMe: true }),
    });
    expect(registered.ok, 'register').to.equal(true);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedIn(page: Page, lang: Lang): Promise<void> {
    await page.goto(`${server.url}/login`);
    await logIn(page, email, PASSWORD, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === '/');
  }
  const cards = (page: Page) => page.locator('.plan-card:not(.plan-card-skeleton)');

  it('is served with no payment provider, as a fresh server is', () => {
    expect(plans.checkout.provider).to.equal('none');
    expect(plans.plans.map((p) => p.key)).to.deep.equal(['monthly', 'sixMonths', 'oneYear']);
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: shows every plan with the API's totals in all three currencies, says plainly that payment is not set up, and offers no buttons`, async () => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) foreign.push(request.url());
      });
      await page.goto(`${server.url}/payment`);
      await page.getByRole('heading', { level: 1, name: TEXT[lang].title }).waitFor();
      await cards(page).first().waitFor();
      expect(await cards(page).count()).to.equal(plans.plans.length);

      const charged = plans.checkout.currency;
      for (const plan of plans.plans) {
        const card = page.locator(`.plan-card[data-plan="${plan.key}"]`);
        expect(plain((await card.locator('.plan-name').textContent())!)).to.equal(TEXT[lang].names[plan.key]);
        expect(plain((await card.locator('.plan-total .money-text').textContent())!)).to.equal(shown(plan.totals[charged], charged, lang, charged));
        const others = (await card.locator('.plan-other .money-text').allTextContents()).map(plain);
        const expected = (['USD', 'BYN', 'RUB'] as const).filter((c) => c !== charged).map((c) => shown(plan.totals[c], c, lang, charged));
        expect(others, `${plan.key}: the other two totals`).to.deep.equal(expected);
        if (plan.discountPercent > 0) {
          expect(plain((await card.locator('.plan-per-month-price .money-text').textContent())!)).to.equal(shown(plan.perMonth[charged], charged, lang, charged));
          expect(plain((await card.locator('.plan-base .money-text').textContent())!)).to.equal(shown(plan.baseMonthly[charged], charged, lang, charged));
          expect(await card.locator('s.plan-base').count(), 'the base price is struck out').to.equal(1);
        } else {
          expect(await card.locator('.plan-per-month').count(), 'no per-month line on the monthly plan').to.equal(0);
        }
        expect(await card.getByText(TEXT[lang].bestValue, { exact: true }).count()).to.equal(plan.bestValue ? 1 : 0);
      }
      expect(plans.plans.find((p) => p.bestValue)?.key).to.equal('oneYear');

      await page.getByText(TEXT[lang].notSetUp).waitFor();
      // This server's operator set no support address and no seller: nothing names one.
      await page.getByText(TEXT[lang].askAdmin).first().waitFor();
      expect(await page.locator('a[href^="mailto:"]').count(), 'no support address anywhere').to.equal(0);
      expect(await page.getByRole('contentinfo').getByRole('heading', { name: TEXT[lang].contact }).count()).to.equal(0);
      expect(await page.locator('.plan-choose').count(), 'no plan buttons').to.equal(0);
      expect(await page.getByRole('checkbox').count(), 'no agreements to tick for nothing').to.equal(0);
      expect(await page.locator('.payment-body').getByRole('button').count(), 'no button of any kind among the plans').to.equal(0);
      // Nothing reads as if cards were taken here: no terms of card payment, no card badges, no offer to read.
      expect(await page.getByRole('heading', { level: 2, name: TEXT[lang].terms }).count()).to.equal(0);
      expect(await page.getByRole('heading', { level: 2, name: TEXT[lang].refunds }).count()).to.equal(0);
      expect(await page.locator('.payment-badges').count(), 'no card badges in the footer').to.equal(0);
      expect(await page.getByRole('contentinfo').locator(`a[href="/public-offer"]`).count(), 'no link to an offer that is not made').to.equal(0);
      await expectAccessible(page);
      expect(foreign, 'everything, the particles included, comes from our own server').to.deep.equal([]);

      await page.goto(`${server.url}/public-offer`);
      await page.getByText(TEXT[lang].noOffer).waitFor();
      expect(await page.locator('article.offer-text').count()).to.equal(0);
      await expectAccessible(page);
      await context.close();
    });
  }

  it('keeps the decorative particles still under prefers-reduced-motion, and moving otherwise', async () => {
    const frames = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion });
      const page = await context.newPage();
      await page.goto(`${server.url}/payment`);
      const canvas = page.locator('canvas.particles');
      await canvas.waitFor();
      expect(await canvas.getAttribute('aria-hidden')).to.equal('true');
      const first = await canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL());
      await page.waitForTimeout(600);
      const second = await canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL());
      await context.close();
      return first === second;
    };
    expect(await frames('reduce'), 'still under reduced motion').to.equal(true);
    expect(await frames('no-preference'), 'moving otherwise').to.equal(false);
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: a Free learner's navbar leads to the plans; the failure banner shows and goes away`, async () => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await signedIn(page, lang);
      const upgrade = page.locator('.navbar-actions').getByRole('link', { name: TEXT[lang].upgrade });
      await upgrade.waitFor();
      await expectAccessible(page);
      await upgrade.click();
      await page.waitForURL((url) => url.pathname === '/payment');
      await page.getByRole('heading', { level: 1, name: TEXT[lang].title }).waitFor();
      expect(await page.locator('.navbar-nav a[aria-current="page"]').textContent()).to.equal(TEXT[lang].pricing);

      await page.goto(`${server.url}/payment?payment=failed`);
      const failed = page.getByRole('alert').filter({ hasText: TEXT[lang].failed });
      await failed.waitFor();
      await cards(page).first().waitFor();
      await expectAccessible(page);
      await failed.getByRole('button').click();
      await page.waitForURL((url) => url.pathname === '/payment' && url.search === '');
      expect(await page.getByText(TEXT[lang].failed).count()).to.equal(0);
      expect(await page.evaluate(() => document.activeElement?.id), 'the keyboard goes on from the page').to.equal('main');
      await context.close();
    });
  }

  it('thanks the learner on /dashboard?payment=success in a live region, and a dismissal drops the query', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await signedIn(page, 'en');
    await page.goto(`${server.url}/dashboard?payment=success`);
    const banner = page.locator('.payment-banner-region[role="status"] .payment-banner');
    await banner.getByText(TEXT.en.thanks).waitFor();
    // No payment was made here, so Premium cannot appear: the banner keeps confirming, honestly.
    expect(await banner.textContent()).to.contain('confirming');
    await expectAccessible(page);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    expect(await page.locator('.payment-banner').count()).to.equal(0);
    expect(await page.evaluate(() => document.activeElement?.id), 'the keyboard goes on from the page').to.equal('main');
    expect(await page.locator('.payment-banner-region[role="status"]').count(), 'the live region stays for the next message').to.equal(1);
    await context.close();
  });

  describe('screenshots (test-results/screenshots)', () => {
    for (const lang of ['en', 'ru'] as const) {
      for (const mobile of [false, true]) {
        it(`${lang}${mobile ? ' at 375 px' : ''}: payment page, failure banner, success banner`, async () => {
          const context = await newContext(browser, lang, mobile);
          const page = await context.newPage();
          await page.goto(`${server.url}/payment`);
          await cards(page).first().waitFor();
          expect(await page.getAttribute('html', 'lang')).to.equal(lang);
          await screenshot(page, 'payment', lang, mobile);
          await expectAccessible(page);
          if (mobile) {
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(width, 'no horizontal scrolling at 375 px').to.be.at.most(375);
          }
          await signedIn(page, lang);
          if (mobile) {
            // On a phone the Upgrade button sits in the bar itself, not only in the menu.
            await page.locator('.navbar-plan').getByRole('link', { name: TEXT[lang].upgrade }).waitFor();
          }
          await page.goto(`${server.url}/payment?payment=failed`);
          await cards(page).first().waitFor();
          await screenshot(page, 'payment-failed', lang, mobile);
          await expectAccessible(page);
          await page.goto(`${server.url}/dashboard?payment=success`);
          await page.locator('.payment-banner').waitFor();
          await screenshot(page, 'payment-success', lang, mobile, false);
          await expectAccessible(page);
          if (mobile) {
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(width, 'no horizontal scrolling at 375 px').to.be.at.most(375);
          }
          await context.close();
        });
      }
    }
  });
});
