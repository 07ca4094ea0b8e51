import { expect } from 'chai';
import type { Browser, Locator } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { startSmtpSink, tokenIn, type SmtpSink } from '../support/smtp-sink.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

const WORDS: Record<Lang, {
  forgot: string; send: string; sent: string; newPassword: string; confirm: string; save: string; done: string; toLogin: string; invalid: string; tooShort: string;
  emailRequired: string; mismatch: string; backToLogin: string;
}> = {
  en: {
    forgot: 'Forgot your password?', send: 'Send the link', sent: 'Check your inbox', newPassword: 'New password', confirm: 'Confirm new password',
    save: 'Save the new password', done: 'Password changed', toLogin: 'Log in', invalid: 'This link doesn’t work any more', tooShort: 'Password must be at least 6 characters.',
    emailRequired: 'Enter your email address.', mismatch: 'The passwords don’t match.', backToLogin: 'Back to log in',
  },
  ru: {
    forgot: 'Забыли пароль?', send: 'Отправить ссылку', sent: 'Проверьте почту', newPassword: 'Новый пароль', confirm: 'Повторите новый пароль',
    save: 'Сохранить новый пароль', done: 'Пароль изменён', toLogin: 'Войти', invalid: 'Ссылка больше не действует', tooShort: 'Пароль должен быть не короче 6 символов.',
    emailRequired: 'Введите адрес электронной почты.', mismatch: 'Пароли не совпадают.', backToLogin: 'Вернуться ко входу',
  },
};

/** Whether the element has the keyboard focus (never the page's body). */
const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** "Forgot your password?" from the login page to a new password, with the mail read from a real SMTP sink. */
describe('web client: password reset (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let sink: SmtpSink;
  let browser: Browser;

  before(async () => {
    sink = await startSmtpSink();
    server = await startAppServer({ SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.stop();
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: asks for a link on the login page, sets a new password with it, logs in with it; the used link says it no longer works`, async () => {
      const w = WORDS[lang];
      const email = `forgetful-${lang}-${Date.now()}@example.com`;
      await apiOf(server.url)('/api/auth/register', { email, password: 'the old one 1', locale: lang });
      await sink.next(email); // the verification mail
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByRole('link', { name: w.forgot }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      // Pressed with no address: said at the field, the focus taken there, nothing sent; the button stays available.
      const emailField = page.getByLabel('Email', { exact: true });
      const send = page.getByRole('button', { name: w.send });
      await send.focus();
      await page.keyboard.press('Enter');
      await emailField.and(page.locator('[aria-invalid="true"]')).waitFor();
      await page.getByText(w.emailRequired, { exact: true }).waitFor();
      expect(await focused(emailField), 'focus on the field to fix').to.equal(true);
      expect(await send.getAttribute('aria-disabled')).to.equal(null);
      await emailField.fill(email);
      await send.click();
      await page.getByText(w.sent, { exact: true }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.classList.contains('auth-result')), 'the focus goes to what replaced the form').to.equal(true);
      await expectAccessible(page);
      await screenshot(page, 'forgot-password-sent', lang, false);

      const mail = await sink.next(email);
      const link = new URL(mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0]);
      expect(link.origin).to.equal(server.url);
      await page.goto(link.href);
      await page.getByLabel(w.newPassword, { exact: true }).fill('short');
      await page.getByLabel(w.confirm, { exact: true }).fill('short');
      await page.getByRole('button', { name: w.save }).click();
      await page.getByText(w.tooShort, { exact: true }).waitFor();
      expect(await focused(page.getByLabel(w.newPassword, { exact: true })), 'focus on the password to fix').to.equal(true);
      await page.getByLabel(w.newPassword, { exact: true }).fill('the new one 2');
      await page.getByLabel(w.confirm, { exact: true }).fill('the new one 3');
      await page.getByRole('button', { name: w.save }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(w.mismatch, { exact: true }).waitFor();
      expect(await focused(page.getByLabel(w.confirm, { exact: true })), 'focus on the confirmation to fix').to.equal(true);
      await page.getByLabel(w.confirm, { exact: true }).fill('the new one 2');
      await page.getByRole('main').getByRole('link', { name: w.backToLogin }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'reset-password', lang, false);
      await page.getByRole('button', { name: w.save }).click();
      await page.getByText(w.done, { exact: true }).waitFor();
      const toLogin = page.getByRole('main').getByRole('link', { name: w.toLogin, exact: true });
      expect(await focused(toLogin), 'the focus goes to the next step').to.equal(true);
      // One way to the login once done: the success's button, no "Back to log in" link repeating it below.
      expect(await page.getByRole('main').getByRole('link', { name: w.backToLogin }).count()).to.equal(0);
      expect(await page.getByRole('main').locator('a[href="/login"]').count(), 'links to the login').to.equal(1);
      await expectAccessible(page);
      await screenshot(page, 'reset-password-done', lang, false);
      await toLogin.click();
      await page.waitForURL((url) => url.pathname === '/login');
      await logIn(page, email, 'the new one 2', LOGIN[lang]);
      await page.waitForURL((url) => url.pathname !== '/login');

      const used = await browser.newContext({ locale: lang === 'ru' ? 'ru-RU' : 'en-US' });
      const again = await used.newPage();
      await again.goto(link.href);
      await again.getByText(w.invalid, { exact: true }).waitFor();
      await expectAccessible(again);
      await used.close();
      await context.close();
    });
  }

  const UNDO: Record<Lang, { address: string; restore: string; done: string; invalid: string }> = {
    en: { address: 'The address to restore:', restore: 'Restore my address', done: 'Your address is back', invalid: 'This link doesn’t work any more' },
    ru: { address: 'Адрес, который вернётся:', restore: 'Вернуть мой адрес', done: 'Адрес возвращён', invalid: 'Ссылка больше не действует' },
  };

  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: "it was not me" from the notice to the address the account left puts it back with a new password, on a phone (ADR 0047)`, async () => {
      const w = { ...WORDS[lang], ...UNDO[lang] };
      const api = apiOf(server.url);
      const owner = `moved-${lang}-${Date.now()}@example.com`;
      const { token } = await api('/api/auth/register', { email: owner, password: 'the old one 1', locale: lang });
      // A notice, and its way back, go only to an address the account proved.
      await api('/api/email-verification/verify', { token: tokenIn(await sink.next(owner)) });
      const intruder = `intruder-${lang}-${Date.now()}@example.com`;
      const moved = await fetch(`${server.url}/api/auth/update-email`, {
        method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ email: intruder, currentPassword: 'the old one 1' }),
      });
      expect(moved.status).to.equal(200);
      await sink.next(intruder); // the new address's verification link
      const notice = await sink.next(owner);
      const link = new URL(notice.text.match(/https?:\/\/\S+\/undo-email-change\?token=\S+/)![0]);
      expect(link.origin).to.equal(server.url);

      const context = await newContext(browser, lang, true);
      const page = await context.newPage();
      await page.goto(link.href);
      await page.getByText(w.address).waitFor();
      expect(await page.getByRole('main').locator('strong', { hasText: owner }).count()).to.equal(1);
      await page.getByLabel(w.newPassword, { exact: true }).fill('mine again 4');
      await page.getByLabel(w.confirm, { exact: true }).fill('mine again 4');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
      await expectAccessible(page);
      await screenshot(page, 'undo-email-change', lang, true);
      await page.getByRole('button', { name: w.restore }).click();
      await page.getByText(w.done, { exact: true }).waitFor();
      expect(await page.getByRole('main').innerText()).to.include(owner);
      await expectAccessible(page);
      await screenshot(page, 'undo-email-change-done', lang, true);
      await page.getByRole('main').getByRole('link', { name: w.toLogin, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await logIn(page, owner, 'mine again 4', LOGIN[lang]);
      await page.waitForURL((url) => url.pathname !== '/login');

      const used = await browser.newContext({ locale: lang === 'ru' ? 'ru-RU' : 'en-US' });
      const again = await used.newPage();
      await again.goto(link.href);
      await again.getByText(w.invalid, { exact: true }).waitFor();
      await used.close();
      await context.close();
    });
  }
});
