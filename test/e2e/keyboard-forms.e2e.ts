import { expect } from 'chai';
import type { Browser, Locator, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { expectAccessible, type Lang, launchBrowser, LOGIN, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const TEXT = {
  en: {
    loginFailed: 'Incorrect email or password.', create: 'Create account', confirm: 'Confirm password', rule: 'At least 6 characters.',
    tooShort: 'Password must be at least 6 characters.', mismatch: 'Passwords do not match.',
    menu: (email: string) => `Account menu, signed in as ${email}`, changePassword: 'Change password', dialogTitle: 'Change password',
    current: 'Current password', newPassword: 'New password', confirmNew: 'Confirm new password',
    currentRequired: 'Enter your current password.', newRequired: 'Enter a new password.', confirmRequired: 'Repeat your password.',
    incorrect: 'Incorrect password.', openMenu: 'Open menu', settings: 'Settings', connected: 'Connected accounts',
  },
  ru: {
    loginFailed: 'Неверный email или пароль.', create: 'Создать аккаунт', confirm: 'Повторите пароль', rule: 'Не менее 6 символов.',
    tooShort: 'Пароль должен содержать не менее 6 символов.', mismatch: 'Пароли не совпадают.',
    menu: (email: string) => `Меню аккаунта, вы вошли как ${email}`, changePassword: 'Сменить пароль', dialogTitle: 'Смена пароля',
    current: 'Текущий пароль', newPassword: 'Новый пароль', confirmNew: 'Повторите новый пароль',
    currentRequired: 'Введите текущий пароль.', newRequired: 'Введите новый пароль.', confirmRequired: 'Повторите пароль.',
    incorrect: 'Неверный пароль.', openMenu: 'Открыть меню', settings: 'Настройки', connected: 'Подключённые аккаунты',
  },
};

/** Whether the element has the keyboard focus (never the page's body). */
const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
/** The texts aria-describedby ties to a field. */
const description = (locator: Locator) =>
  locator.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? ''));

/**
 * Keyboard-only sign-in, sign-up, the change-password dialog and the menus (audit D F2–F5, F7, F9,
 * F13; audit A F15): focus never falls to the page, and each error is said at its field.
 */
describe('web client: keyboard focus and errors at the field (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;

  before(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function registered(lang: Lang): Promise<{ email: string; page: Page }> {
    const email = `keys-${lang}-${Date.now()}@example.com`;
    const res = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD, locale: lang }) });
    expect(res.status).to.equal(201);
    const page = await (await newContext(browser, lang)).newPage();
    return { email, page };
  }

  for (const lang of ['en', 'ru'] as const) {
    const t = TEXT[lang];

    it(`keeps the focus on Log in after a refused sign-in, and states and checks the password rule on Register (${lang})`, async () => {
      const { email, page } = await registered(lang);
      await page.goto(`${server.url}/login`);
      await page.getByLabel(LOGIN[lang].email, { exact: true }).fill(email);
      await page.getByLabel(LOGIN[lang].password, { exact: true }).fill('not the password');
      const submit = page.locator('form').getByRole('button', { name: LOGIN[lang].submit, exact: true });
      await submit.focus();
      await page.keyboard.press('Enter');
      expect((await page.getByRole('alert').textContent())?.trim()).to.equal(t.loginFailed);
      expect(await focused(submit), 'focus stays on Log in, never the page').to.equal(true);

      await page.goto(`${server.url}/register`);
      const password = page.getByLabel(LOGIN[lang].password, { exact: true });
      expect(await description(password), 'the rule, up front').to.deep.equal([t.rule]);
      await page.getByLabel(LOGIN[lang].email, { exact: true }).fill(`short-${lang}-${Date.now()}@example.com`);
      await password.fill('abc');
      await page.getByLabel(t.confirm, { exact: true }).fill('abc');
      await page.keyboard.press('Enter');
      await page.locator('[aria-invalid="true"]').first().waitFor();
      expect(await password.getAttribute('aria-invalid')).to.equal('true');
      expect(await description(password)).to.deep.equal([t.rule, t.tooShort]);
      expect(await focused(password), 'focus on the field to fix').to.equal(true);
      await expectAccessible(page);
      await screenshot(page, 'register-password-rule', lang, false);

      // Passwords that differ: SPEC §5 disables Create account — for assistive technology (aria-disabled),
      // not by the attribute, so it stays reachable and a press says why at the field.
      await password.fill('abcdefg');
      const confirm = page.getByLabel(t.confirm, { exact: true });
      await confirm.fill('abcdefX');
      const create = page.getByRole('button', { name: t.create, exact: true });
      expect(await create.evaluate((el) => (el as HTMLButtonElement).disabled)).to.equal(false);
      expect(await create.getAttribute('aria-disabled')).to.equal('true');
      await create.focus();
      await page.keyboard.press('Enter');
      expect(await focused(confirm)).to.equal(true);
      expect(await description(confirm)).to.deep.equal([t.mismatch]);
      expect(new URL(page.url()).pathname).to.equal('/register');
      await confirm.fill('abcdefg');
      expect(await create.getAttribute('aria-disabled'), 'available again once they match').to.equal(null);
      await page.context().close();
    });

    it(`says at each field what is wrong in the change-password dialog, which adds no landmarks (${lang})`, async () => {
      const { email, page } = await registered(lang);
      await page.goto(`${server.url}/login`);
      await page.getByLabel(LOGIN[lang].email, { exact: true }).fill(email);
      await page.getByLabel(LOGIN[lang].password, { exact: true }).fill(PASSWORD);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('button', { name: t.menu(email) });
      await menu.waitFor();

      // The account menu closes once the focus tabs past its last item (audit D F9).
      await menu.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('.user-menu-panel');
      await panel.waitFor();
      const items = await panel.getByRole('button').count();
      for (let i = 0; i <= items; i++) await page.keyboard.press('Tab');
      await panel.waitFor({ state: 'detached' });

      await menu.focus();
      await page.keyboard.press('Enter');
      await panel.getByRole('button', { name: t.changePassword }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.dialogTitle });
      await dialog.waitFor();
      expect(await page.getByRole('banner').count(), 'the navbar alone is the banner').to.equal(1);
      expect(await dialog.locator('header, footer').count()).to.equal(0);
      await expectAccessible(page);

      const current = dialog.getByLabel(t.current, { exact: true });
      const next = dialog.getByLabel(t.newPassword, { exact: true });
      const again = dialog.getByLabel(t.confirmNew, { exact: true });
      const submit = dialog.getByRole('button', { name: t.changePassword, exact: true });
      await submit.focus();
      await page.keyboard.press('Enter');
      expect(await focused(current)).to.equal(true);
      expect(await description(current)).to.deep.equal([t.currentRequired]);
      expect(await description(next)).to.deep.equal([t.rule, t.newRequired]);
      expect(await description(again)).to.deep.equal([t.confirmRequired]);
      expect(await dialog.getByRole('alert').count(), 'no sentence for all three').to.equal(0);

      await current.fill('not the password');
      await next.fill('NewPassw0rd!');
      await again.fill('NewPassw0rd!');
      await submit.focus();
      await page.keyboard.press('Enter');
      await current.and(page.locator('[aria-invalid="true"]')).waitFor();
      expect(await description(current)).to.deep.equal([t.incorrect]);
      expect(await focused(current), 'focus on the field, not the page').to.equal(true);
      await expectAccessible(page);
      await screenshot(page, 'change-password-errors', lang, false, false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(menu), 'back to the account menu').to.equal(true);

      // No social sign-in on this server and none linked: Settings has no empty Connected accounts (audit A F15).
      await page.goto(`${server.url}/settings`);
      await page.getByRole('heading', { level: 1, name: t.settings }).waitFor();
      // The section shows while its two lists load, and goes once they are in.
      await page.getByRole('heading', { name: t.connected }).waitFor({ state: 'detached' });
      await page.context().close();
    });
  }

  it('shows a text field\'s focus as an outline, also on an invalid field and in forced colours (audit D F5)', async () => {
    const page = await (await newContext(browser, 'en')).newPage();
    for (const forcedColors of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors });
      await page.goto(`${server.url}/register`);
      await page.getByRole('button', { name: TEXT.en.create, exact: true }).click();
      const email = page.getByLabel(LOGIN.en.email, { exact: true });
      await email.and(page.locator('[aria-invalid="true"]')).waitFor();
      expect(await focused(email)).to.equal(true);
      const outline = await email.evaluate((el) => { const s = getComputedStyle(el); return { style: s.outlineStyle, width: s.outlineWidth }; });
      expect(outline, `forced colours ${forcedColors}`).to.deep.equal({ style: 'solid', width: '3px' });
    }
    await page.context().close();
  });

  it('closes the phone menu once the focus tabs out of it (audit D F9)', async () => {
    const { email, page } = await registered('en');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/login`);
    await page.getByLabel(LOGIN.en.email, { exact: true }).fill(email);
    await page.getByLabel(LOGIN.en.password, { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    // Signed in and settled where the sign-in leads: a navigation after the menu opened would close it.
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.waitForLoadState('networkidle');
    const toggle = page.getByRole('button', { name: TEXT.en.openMenu });
    await toggle.waitFor();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await menu.count(), 'open while the focus is on the toggle or in the menu').to.equal(1);
    const inside = await menu.locator('a, button').count();
    for (let i = 0; i <= inside; i++) await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
