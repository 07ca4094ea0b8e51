import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { addMonths } from '#src/modules/billing/domain/account.ts';
import { type AppServer, freePort, startAppServer } from '../support/app-server.ts';
import { type FakeBePaid, startFakeBePaid } from '../support/fake-bepaid-server.ts';
import { apiOf, expectAccessible, launchBrowser, LOGIN, logIn, newContext, REMEMBER } from './browser.ts';

/*
 * Buying Premium as a learner does, in Chromium, against a server configured for bePaid whose
 * checkout is the protocol-faithful fake on 127.0.0.1: the two agreements, the widget, the hosted
 * page's Pay and Decline, the signed notification, and what the learner sees after.
 */
const PASSWORD = 'practice makes calm 42';

describe('web client: buying Premium through bePaid (e2e, fake bePaid)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let bepaid: FakeBePaid;
  let browser: Browser;

  before(async () => {
    bepaid = await startFakeBePaid();
    const port = await freePort();
    server = await startAppServer({ PORT: String(port), ...bepaid.env(`http://127.0.0.1:${port}`) });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await bepaid?.stop();
  });

  async function learner(page: Page): Promise<string> {
    const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD, locale: 'en' }),
    });
    expect(registered.ok).to.equal(true);
    await page.goto(`${server.url}/login`);
    await logIn(page, email, PASSWORD, LOGIN.en);
    await page.waitForURL((url) => url.pathname === '/');
    return email;
  }

  const offer = (page: Page) => page.getByRole('checkbox', { name: /public offer/ });
  const periods = (page: Page) => page.getByRole('checkbox', { name: /each payment buys one period/ });

  it('asks for both agreements first, then takes the learner through the widget to bePaid, and Premium is on when they land back', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await learner(page);
    await page.getByRole('link', { name: 'Upgrade' }).first().click();
    await page.waitForURL((url) => url.pathname === '/payment');
    const buy = page.getByRole('button', { name: 'Get 1 year' });
    await buy.waitFor();
    // A server that takes cards says how, and shows which.
    await page.getByRole('heading', { level: 2, name: 'Payment terms' }).waitFor();
    expect(await page.locator('.payment-badges').count()).to.equal(1);
    await expectAccessible(page);

    // A plan chosen with a box unticked: the box says why, and focus lands on the first unticked one.
    await buy.click({ force: true });
    expect(await offer(page).evaluate((el) => el === document.activeElement)).to.equal(true);
    expect(await offer(page).getAttribute('aria-invalid')).to.equal('true');
    await offer(page).check();
    await buy.click({ force: true });
    expect(await periods(page).evaluate((el) => el === document.activeElement)).to.equal(true);
    expect(bepaid.checkouts).to.have.length(0); // nothing was started
    await periods(page).check();

    const widget = page.waitForResponse((r) => r.url() === bepaid.widgetUrl && r.ok());
    await buy.click();
    await widget; // the widget, not the redirect fallback, opened the checkout
    await page.getByRole('heading', { name: 'bePaid test checkout' }).waitFor();
    const checkout = bepaid.checkouts.at(-1)!;
    const plans = (await (await fetch(`${server.url}/api/billing/plans`)).json()) as { plans: { key: string; totals: Record<string, number> }[] };
    const year = plans.plans.find((p) => p.key === 'oneYear')!;
    expect(checkout.body.checkout.order.amount).to.equal(Math.round(year.totals.BYN * 100));
    expect(checkout.body.checkout.order.currency).to.equal('BYN');

    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('payment') === 'success');
    await page.getByText('Thank you for your payment!').waitFor();
    await page.getByText(/Premium is on until/).waitFor({ timeout: 30_000 });
    await page.getByText('∞').first().waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('confirms an extension only when the end date has moved, not by the Premium the learner already had', async () => {
    const email = `extender-${Date.now()}@example.com`;
    const api = apiOf(server.url);
    const { token } = await api('/api/auth/register', { email, password: PASSWORD, locale: 'en' });
    await bepaid.pay((await api('/api/payments/session', { plan: 'monthly' }, token)).token);
    const usage = (await api('/api/dashboard/usage', undefined, token)) as { subscriptionExpiresAt: string };
    const long = (iso: string) => new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });
    const firstEnd = long(usage.subscriptionExpiresAt);

    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    // Remembered, so a second tab is signed in too.
    await logIn(page, email, PASSWORD, { ...LOGIN.en, remember: REMEMBER.en });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${server.url}/payment`);
    await page.getByText(`You have Premium until ${firstEnd}.`).waitFor();
    await offer(page).check();
    await periods(page).check();
    await page.getByRole('button', { name: 'Get 6 months' }).click();
    await page.getByRole('heading', { name: 'bePaid test checkout' }).waitFor();
    const extension = bepaid.checkouts.at(-1)!.token;

    // Back on the dashboard before bePaid's notification — in a new tab, as a bank's 3-D Secure page
    // may return the browser: still confirming, never the old end as news.
    const returned = await context.newPage();
    await returned.goto(`${server.url}/dashboard?payment=success`);
    await returned.getByText("We're confirming it with the bank.").waitFor();
    await returned.waitForTimeout(7_000); // two more checks of the plan
    expect(await returned.getByText(/Premium is on until/).count()).to.equal(0);
    await bepaid.pay(extension);
    const sixMonthsLater = addMonths(new Date(usage.subscriptionExpiresAt), 6);
    await returned.getByText(`Premium is on until ${long(sixMonthsLater.toISOString())}`).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('on a phone, shows why a checkout did not open where the learner is looking, and Try again opens it', async () => {
    const context = await newContext(browser, 'en', true);
    const page = await context.newPage();
    await learner(page);
    await page.goto(`${server.url}/payment`);
    await offer(page).check();
    await periods(page).check();
    bepaid.failNext(503);
    // The last plan: on a phone the cards stack, so it is far below the notice above them.
    await page.getByRole('button', { name: 'Get 1 year' }).click();
    const notice = page.locator('.checkout-problem');
    await notice.getByText("The payment provider isn't responding.", { exact: false }).waitFor();
    expect(await notice.evaluate((el) => el === document.activeElement)).to.equal(true);
    // Scrolled to smoothly (base.css), so it arrives a moment later.
    await page.waitForFunction(() => {
      const box = document.querySelector('.checkout-problem')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }, null, { timeout: 5000 });
    await page.keyboard.press('Tab');
    const retry = notice.getByRole('button', { name: 'Try again' });
    expect(await retry.evaluate((el) => el === document.activeElement)).to.equal(true);
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'bePaid test checkout' }).waitFor();
    await context.close();
  });

  it('brings a declined payment back to the plans with the failure banner, and the learner stays on Free', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await learner(page);
    await page.goto(`${server.url}/payment`);
    await offer(page).check();
    await periods(page).check();
    await page.getByRole('button', { name: 'Get 1 month' }).click();
    await page.getByRole('heading', { name: 'bePaid test checkout' }).waitFor();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.get('payment') === 'failed');
    await page.getByText("The payment didn't go through").waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Upgrade' }).first().waitFor(); // the navbar's offer to a Free learner
    expect(await page.getByText('∞').count()).to.equal(0);
    await context.close();
  });
});
