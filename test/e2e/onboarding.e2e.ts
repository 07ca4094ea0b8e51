import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { expectAccessible, type Lang, launchBrowser, logIn, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const LOGIN: Record<Lang, { email: string; password: string; submit: string; remember: string }> = {
  en: { email: 'Email', password: 'Password', submit: 'Log in', remember: 'Remember me' },
  ru: { email: 'Email', password: 'Пароль', submit: 'Войти', remember: 'Запомнить меня' },
};
const EN = {
  welcome: 'What would you like to practise?',
  update: 'Update your goals',
  save: 'Save goals',
  other: 'Another goal (optional)',
};
const CATEGORIES = 9;

describe('web client: goal setting at /onboarding (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  const stamp = Date.now();
  const learner = `goals-${stamp}@example.com`;

  before(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

  async function register(context: BrowserContext, email: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL(onPath('/onboarding'));
    return page;
  }

  async function signIn(context: BrowserContext, email: string, lang: Lang): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, email, PASSWORD, LOGIN[lang]);
    await page.waitForURL(onPath('/'));
    return page;
  }

  /** The goals the server holds for the signed-in user, read with the page's own token. */
  function savedGoals(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
      const response = await fetch('/api/onboarding/profile', { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { previousCategories: string[] }).previousCategories;
    });
  }

  /** Full-page shots of a scrolled page draw the sticky navbar mid-page: back to the top first. */
  const toTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

  const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

  async function checkedNames(page: Page): Promise<string[]> {
    const boxes = page.getByRole('group', { name: /Practice areas|Направления практики/ }).getByRole('checkbox');
    const names: string[] = [];
    for (const box of await boxes.all()) {
      if (await box.isChecked()) names.push((await box.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby')!)!.textContent)) ?? '');
    }
    return names.sort();
  }

  it('a new learner picks two goals, lands on the scenarios, and changes them from the user menu', async () => {
    const context = await newContext(browser, 'en');
    const page = await register(context, learner);
    await page.getByRole('heading', { level: 1, name: EN.welcome }).waitFor();
    const group = page.getByRole('group', { name: 'Practice areas' });
    await group.waitFor();
    expect(await group.getByRole('checkbox').count()).to.equal(CATEGORIES);
    expect(await checkedNames(page)).to.deep.equal([]);
    const save = page.getByRole('button', { name: EN.save });
    expect(await save.isDisabled(), 'nothing chosen yet').to.equal(true);
    // Each card names its category and says how many scenarios it holds.
    expect(await checkbox(page, 'Sales').getAttribute('aria-describedby')).to.be.a('string');
    await page.getByText('7 scenarios').first().waitFor();
    await screenshot(page, 'onboarding-new', 'en', false);
    await expectAccessible(page);

    // Keyboard: Space toggles the focused card.
    await checkbox(page, 'Sales').focus();
    await page.keyboard.press('Space');
    expect(await checkbox(page, 'Sales').isChecked()).to.equal(true);
    await checkbox(page, 'Negotiation').check();
    await page.getByText('2 goals chosen').waitFor();
    expect(await save.isEnabled()).to.equal(true);
    await save.click();
    await page.waitForURL(onPath('/scenarios'));
    expect(new URL(page.url()).searchParams.get('category')).to.equal('Sales');
    expect(await savedGoals(page)).to.deep.equal(['Sales', 'Negotiation']);

    // Re-onboarding: the user menu leads back, with the saved goals already chosen.
    await page.getByRole('button', { name: `Account menu, signed in as ${learner}` }).click();
    await page.getByRole('button', { name: 'Set my goals' }).click();
    await page.waitForURL(onPath('/onboarding'));
    await page.getByRole('heading', { level: 1, name: EN.update }).waitFor();
    expect(await checkedNames(page)).to.deep.equal(['Negotiation', 'Sales']);
    await screenshot(page, 'onboarding-update', 'en', false);
    await expectAccessible(page);

    await checkbox(page, 'Negotiation').uncheck();
    await checkbox(page, 'Leadership').check();
    await page.getByRole('button', { name: EN.save }).click();
    await page.waitForURL(onPath('/scenarios'));
    expect(new URL(page.url()).searchParams.get('category')).to.equal('Sales');
    expect(await savedGoals(page)).to.deep.equal(['Sales', 'Leadership']);
    await context.close();
  });

  it('refuses an unknown free-text goal inline and saves nothing; a typed Russian name is accepted', async () => {
    const context = await newContext(browser, 'en');
    const page = await register(context, `typed-${stamp}@example.com`);
    await page.getByRole('heading', { level: 1, name: EN.welcome }).waitFor();
    const other = page.getByLabel(EN.other);
    await other.fill('  Underwater basket weaving , ');
    await page.getByRole('button', { name: EN.save }).click();
    const message = page.getByText('"Underwater basket weaving" is not one of our practice areas.');
    await message.waitFor();
    expect(await other.getAttribute('aria-invalid')).to.equal('true');
    expect(await other.evaluate((el) => el === document.activeElement), 'focus moves to the refused field').to.equal(true);
    expect(new URL(page.url()).pathname).to.equal('/onboarding');
    expect(await savedGoals(page)).to.deep.equal([]);
    await toTop(page);
    await screenshot(page, 'onboarding-unknown-goal', 'en', false);
    await expectAccessible(page);

    // Editing the field clears the message; a category typed in Russian is matched to its English name.
    await other.fill('продажи, Sales');
    expect(await message.count()).to.equal(0);
    await checkbox(page, 'Teamwork').check();
    await page.getByRole('button', { name: EN.save }).click();
    await page.waitForURL(onPath('/scenarios'));
    expect(await savedGoals(page)).to.deep.equal(['Teamwork', 'Sales']);
    await context.close();
  });

  it('shows load and save failures with a working retry', async () => {
    const context = await newContext(browser, 'en');
    const page = await signIn(context, learner, 'en');
    await page.route('**/api/onboarding/profile*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${server.url}/onboarding`);
    const loadAlert = page.getByRole('alert').filter({ hasText: 'Failed to load user profile.' });
    await loadAlert.waitFor();
    await expectAccessible(page);
    await page.unroute('**/api/onboarding/profile*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: EN.update }).waitFor();
    expect(await checkedNames(page)).to.deep.equal(['Leadership', 'Sales']);

    await page.route('**/api/onboarding/goals*', (route) => route.fulfill({ status: 500, body: '' }));
    await checkbox(page, 'Customer Service').check();
    await page.getByRole('button', { name: EN.save }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to save goals.' }).waitFor();
    expect(await savedGoals(page)).to.deep.equal(['Sales', 'Leadership']);
    await page.unroute('**/api/onboarding/goals*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(onPath('/scenarios'));
    expect(await savedGoals(page)).to.deep.equal(['Sales', 'Leadership', 'Customer Service']);
    await context.close();
  });

  it('speaks Russian: Russian category names, pre-selection and the inline error', async () => {
    const context = await newContext(browser, 'ru');
    const page = await signIn(context, learner, 'ru');
    await page.getByRole('button', { name: new RegExp(learner) }).click();
    await page.getByRole('button', { name: 'Мои цели' }).click();
    await page.waitForURL(onPath('/onboarding'));
    await page.getByRole('heading', { level: 1, name: 'Обновите свои цели' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).to.equal('ru');
    await page.getByRole('group', { name: 'Направления практики' }).waitFor();
    expect(await checkedNames(page)).to.deep.equal(['Лидерство', 'Обслуживание клиентов', 'Продажи']);
    await checkbox(page, 'Переговоры').waitFor();
    await page.getByText('7 сценариев').first().waitFor();
    expect(await page.getByText('Negotiation', { exact: true }).count()).to.equal(0);
    await screenshot(page, 'onboarding-update', 'ru', false);
    await expectAccessible(page);

    await page.getByLabel('Другая цель (необязательно)').fill('Жонглирование');
    await page.getByRole('button', { name: 'Сохранить цели' }).click();
    await page.getByText('«Жонглирование» — такого направления у нас нет.').waitFor();
    expect(new URL(page.url()).pathname).to.equal('/onboarding');
    await toTop(page);
    await screenshot(page, 'onboarding-unknown-goal', 'ru', false);
    await expectAccessible(page);
    await context.close();
  });

  describe('screenshots (test-results/screenshots)', () => {
    for (const lang of ['en', 'ru'] as const) {
      it(`${lang} at 375 px, reached from the mobile menu`, async () => {
        const context = await newContext(browser, lang, true);
        const page = await signIn(context, learner, lang);
        await page.getByRole('button', { name: lang === 'ru' ? 'Открыть меню' : 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('button', { name: lang === 'ru' ? 'Мои цели' : 'Set my goals' }).click();
        await page.waitForURL(onPath('/onboarding'));
        await page.locator('main h1').first().waitFor();
        await page.getByRole('checkbox').first().waitFor();
        // Nothing may stick out sideways at 375 px.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
        await screenshot(page, 'onboarding-update', lang, true);
        await expectAccessible(page);
        await context.close();
      });
    }

    it('en on a desktop: keyboard focus on a card, and the user menu open', async () => {
      const context = await newContext(browser, 'en');
      const page = await signIn(context, learner, 'en');
      await page.goto(`${server.url}/onboarding`);
      await page.getByRole('checkbox').first().waitFor();
      await checkbox(page, 'Giving Feedback').focus();
      await page.keyboard.press('Tab');
      expect(await checkbox(page, 'Job Interviews').evaluate((el) => el === document.activeElement)).to.equal(true);
      await screenshot(page, 'onboarding-keyboard', 'en', false);
      await page.getByRole('button', { name: new RegExp(learner) }).click();
      await page.getByRole('button', { name: 'Set my goals' }).waitFor();
      await screenshot(page, 'user-menu-goals', 'en', false);
      await expectAccessible(page);
      await context.close();
    });
  });
});
