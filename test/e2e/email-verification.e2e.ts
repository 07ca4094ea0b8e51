import { expect } from 'chai';
import type { Browser, Page, Request } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { linkIn, startSmtpSink, tokenIn, type SmtpSink } from '../support/smtp-sink.ts';
import { expectAccessible, type Lang, launchBrowser, logIn, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const WIDE = { width: 1280, height: 800 };

describe('web client: email verification (e2e)', function () {
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

  const banner = (page: Page, w = EN) => page.getByRole('region', { name: w.bannerLabel });

  it('signs up, opens the link from the mail, verifies on the button press, sees the bonus, and the banner is gone', async () => {
    const context = await newContext(browser, 'en', false, WIDE);
    const page = await context.newPage();
    const email = `verify-${Date.now()}@example.com`;
    // A visitor is asked to sign in before a mail can be sent; the Verify tab works for anyone.
    await page.goto(`${server.url}/verify-email`);
    const signIn = page.getByRole('tabpanel').getByRole('link', { name: 'Log in' });
    expect(await signIn.getAttribute('href')).to.equal('/login?redirect=%2Fverify-email');
    // A visitor's way on is the login.
    expect(await page.getByRole('link', { name: EN.backToLogin }).getAttribute('href')).to.equal('/login');
    await expectAccessible(page);
    await screenshot(page, 'verify-email-visitor', 'en', false);
    await page.getByRole('tab', { name: 'Send Verification' }).press('ArrowRight');
    await page.getByRole('tab', { name: 'Verify Token', selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Verify Token');
    await page.getByLabel('Verification token').waitFor();
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await banner(page).getByText(`Please verify your email address. We sent a link to ${email}.`).waitFor();
    // The mail went out moments ago: Resend counts the cooldown down, unavailable but never `disabled`
    // (a keyboard user who pressed it keeps the focus on it, audit D F2).
    const resend = banner(page).getByRole('button', { name: /^Resend in \d+ s$/ });
    expect(await resend.getAttribute('aria-disabled')).to.equal('true');
    // (Playwright's isDisabled counts aria-disabled too: the property is what keeps focus.)
    expect(await resend.evaluate((el) => (el as HTMLButtonElement).disabled)).to.equal(false);
    await expectAccessible(page);
    await screenshot(page, 'verification-banner', 'en', false, false);

    const mail = await sink.next(email);
    const link = linkIn(mail);
    expect(link.origin).to.equal(server.url);
    await page.goto(link.href);
    await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
    await page.getByText('This link is ready. Press Verify to confirm your address.').waitFor();
    expect(await page.getByLabel('Verification token').inputValue()).to.equal(tokenIn(mail));
    expect(await banner(page).count()).to.equal(0);
    // Signed in (just registered): the way on is the dashboard, not a login they do not need.
    expect(await page.getByRole('link', { name: EN.toDashboard }).getAttribute('href')).to.equal('/');
    expect(await page.getByRole('link', { name: EN.continueToLogin }).count()).to.equal(0);
    await expectAccessible(page);
    await screenshot(page, 'verify-email-link', 'en', false);

    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Email verified' });
    await modal.getByText('3 practice sessions were added to this month as a thank-you.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'verify-email-success', 'en', false, false);
    await modal.getByRole('link', { name: 'Start practising' }).click();
    await page.waitForURL((url) => url.pathname === '/scenarios');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).to.equal(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).to.equal(0);
    await context.close();
  });

  for (const [lang, mobile] of [['ru', true], ['en', false]] as [Lang, boolean][]) {
    it(`sends from the page, switches to Verify, refuses a wrong token, verifies a pasted one (${lang}${mobile ? ', 375 px' : ''})`, async () => {
      const w = lang === 'ru' ? RU : EN;
      const email = `tabs-${lang}-${Date.now()}@example.com`;
      // Registered while the relay refuses: no mail, so no cooldown holds the page's Send.
      sink.refuse(true);
      const res = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, locale: lang }) });
      sink.refuse(false);
      expect(res.status).to.equal(201);

      const context = await newContext(browser, lang, mobile, mobile ? undefined : WIDE);
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await logIn(page, email, PASSWORD, w.login);
      await page.waitForURL((url) => url.pathname === '/');
      // No mail went out, so nothing holds Resend; the banner leads to the page.
      await banner(page, w).getByRole('button', { name: w.resend }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'verification-banner', lang, mobile, false);
      await banner(page, w).getByRole('link', { name: w.enterCode }).click();
      await page.waitForURL((url) => url.pathname === '/verify-email');
      // "Enter code" opens the tab the code goes in (audit: it opened Send, its Resend still cooling down).
      await page.getByRole('tab', { name: w.verifyTab, selected: true }).waitFor();
      expect(await banner(page, w).count()).to.equal(0);
      await page.getByRole('tab', { name: w.sendTab }).click();
      await page.getByRole('tab', { name: w.sendTab, selected: true }).waitFor();
      await page.getByText(w.needHelp).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'verify-email-send', lang, mobile);

      // SPEC §5: with no address Send is unavailable, and a note tied to it says why.
      const address = page.getByLabel(w.emailLabel, { exact: true });
      const filled = await address.inputValue();
      await address.fill('');
      const send = page.getByRole('button', { name: w.send });
      expect(await send.getAttribute('aria-disabled')).to.equal('true');
      expect(await page.locator(`#${await send.getAttribute('aria-describedby')}`).textContent()).to.equal(w.emailRequired);
      await address.fill(filled);
      expect(await send.getAttribute('aria-describedby')).to.equal(null);

      await send.click();
      await page.getByRole('tab', { name: w.verifyTab, selected: true }).waitFor();
      await page.getByText(w.sent(email)).waitFor();
      const mail = await sink.next(email);
      expect(mail.subject).to.equal(w.subject);

      // SPEC §5: Verify is disabled while the token is empty. It stays reachable (aria-disabled, never
      // `disabled`), says why before any press in a visible note it is described by, and a press does nothing.
      const verify = page.getByRole('button', { name: w.verify, exact: true });
      const tokenField = page.getByLabel(w.tokenLabel);
      const describedBy = () =>
        verify.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? ''));
      expect(await verify.getAttribute('aria-disabled')).to.equal('true');
      expect(await verify.evaluate((el) => (el as HTMLButtonElement).disabled)).to.equal(false);
      expect(await describedBy(), 'the reason, before any press').to.deep.equal([w.required]);
      expect(await page.getByText(w.required, { exact: true }).isVisible()).to.equal(true);
      const verifyCalls: string[] = [];
      const onRequest = (request: Request) => {
        if (new URL(request.url()).pathname === '/api/email-verification/verify') verifyCalls.push(request.url());
      };
      page.on('request', onRequest);
      await verify.focus();
      await page.keyboard.press('Enter');
      await page.waitForLoadState('networkidle');
      expect(await verify.evaluate((el) => el === document.activeElement), 'the press does nothing: focus stays on Verify').to.equal(true);
      expect(await tokenField.getAttribute('aria-invalid')).to.equal(null);
      expect(verifyCalls, 'nothing was sent').to.deep.equal([]);
      expect(await page.getByRole('dialog').count()).to.equal(0);
      page.off('request', onRequest);

      await tokenField.fill('not-the-token');
      expect(await verify.getAttribute('aria-disabled'), 'available once there is a token').to.equal(null);
      expect(await describedBy()).to.deep.equal([]);
      await verify.click();
      const failed = page.getByRole('dialog', { name: w.failedTitle });
      await failed.getByText(w.invalid).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'verify-email-failed', lang, mobile, false);
      await failed.getByRole('button', { name: w.tryAgain }).click();
      expect(await page.getByRole('dialog').count()).to.equal(0);

      // The link, opened in another tab, only says it is ready: it is not used up.
      const linkPage = await context.newPage();
      await linkPage.goto(linkIn(mail).href);
      await linkPage.getByText(w.linkReady).waitFor();
      await expectAccessible(linkPage);
      await screenshot(linkPage, 'verify-email-link', lang, mobile);
      await linkPage.close();

      await page.getByLabel(w.tokenLabel).fill(`  ${tokenIn(mail)}\n`);
      await expectAccessible(page);
      await screenshot(page, 'verify-email-token', lang, mobile);
      // From the keyboard (audit D F2): Verify keeps the focus while it works, so the dialog hands it back there.
      await verify.focus();
      await page.keyboard.press('Enter');
      const verified = page.getByRole('dialog', { name: w.successTitle });
      await verified.getByText(w.bonus).waitFor();
      await screenshot(page, 'verify-email-success', lang, mobile, false);
      await page.keyboard.press('Escape');
      await verified.waitFor({ state: 'detached' });
      expect(await verify.evaluate((el) => el === document.activeElement), 'focus back on Verify, not the page').to.equal(true);
      // Signed in and verified, the page offers the dashboard and practice, never a login.
      await page.goto(`${server.url}/verify-email`);
      await page.getByRole('tabpanel').getByText(w.alreadyVerified(email)).waitFor();
      expect(await page.getByRole('link', { name: w.startPractice, exact: true }).getAttribute('href')).to.equal('/scenarios');
      for (const name of [w.backToLogin, w.continueToLogin, w.goHome]) expect(await page.getByRole('link', { name, exact: true }).count(), name).to.equal(0);
      await expectAccessible(page);
      await screenshot(page, 'verify-email-verified', lang, mobile);
      await page.getByRole('link', { name: w.toDashboard, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await banner(page, w).count()).to.equal(0);

      // Settings on this server, which has no social sign-in: no Connected accounts section, and the
      // Password card does not speak of connected accounts.
      await page.goto(`${server.url}/settings`);
      const passwordCard = page.getByRole('region', { name: w.passwordTitle });
      await passwordCard.getByText(w.passwordAlone, { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: w.connectedTitle }).count()).to.equal(0);
      expect(await passwordCard.locator('.settings-section-intro').innerText()).to.equal(w.passwordAlone);
      await expectAccessible(page);
      await screenshot(page, 'settings-no-social', lang, mobile);
      // Where a provider is configured, the section is there and the card names connected accounts.
      await page.route((url) => url.pathname === '/api/oauth/providers', (route) => route.fulfill({ json: { providers: [{
        button: 'google', provider: 'google', authorizeUrl: 'https://accounts.example/authorize', responseType: 'token', clientId: 'rapport-test',
        scope: 'openid email', params: {}, tokenUrl: null, logoutUrl: null,
      }] } }));
      await page.reload();
      // Loaded (the section also shows while it loads): the provider's Connect button is there.
      await page.getByRole('button', { name: /Google$/ }).waitFor();
      await page.getByRole('heading', { name: w.connectedTitle }).waitFor();
      await passwordCard.getByText(w.passwordConnected, { exact: true }).waitFor();
      expect(await passwordCard.locator('.settings-section-intro').innerText()).to.equal(w.passwordConnected);
      await expectAccessible(page);
      await screenshot(page, 'settings-with-social', lang, mobile);
      await context.close();
    });
  }
});

const EN = {
  login: { email: 'Email', password: 'Password', submit: 'Log in' },
  sendTab: 'Send Verification', verifyTab: 'Verify Token', needHelp: 'Need Help?', send: 'Send verification email',
  sent: (email: string) => `We sent a verification link to ${email}. Open it, or paste the code from the email here.`,
  subject: 'Confirm your email address for Rapport', tokenLabel: 'Verification token', verify: 'Verify',
  failedTitle: 'Verification Failed', invalid: 'This verification link is not valid or has already been used.', tryAgain: 'Try Again',
  successTitle: 'Email verified', bonus: '3 practice sessions were added to this month as a thank-you.',
  bannerLabel: 'Email verification', resend: 'Resend email', enterCode: 'Enter code', close: 'Close', goHome: 'Go Home',
  toDashboard: 'Go to your dashboard', startPractice: 'Start practising', backToLogin: 'Back to Login', continueToLogin: 'Continue to Login',
  alreadyVerified: (email: string) => `Your email address ${email} is verified.`,
  passwordTitle: 'Password', connectedTitle: 'Connected accounts', passwordAlone: 'Use your email and password to sign in.',
  passwordConnected: 'Use your email and password to sign in, as well as any connected accounts.',
  linkReady: 'This link is ready. Press Verify to confirm your address.',
  required: 'Paste the verification token first.',
  emailRequired: 'Enter the email address the link should go to.', emailLabel: 'Email',
};
const RU: typeof EN = {
  login: { email: 'Email', password: 'Пароль', submit: 'Войти' },
  sendTab: 'Отправка письма', verifyTab: 'Ввести код', needHelp: 'Нужна помощь?', send: 'Отправить письмо',
  sent: (email: string) => `Мы отправили ссылку для подтверждения на ${email}. Откройте её или вставьте сюда код из письма.`,
  subject: 'Подтвердите адрес электронной почты для Rapport', tokenLabel: 'Код подтверждения', verify: 'Подтвердить',
  failedTitle: 'Не удалось подтвердить', invalid: 'Ссылка для подтверждения недействительна или уже использована.', tryAgain: 'Попробовать снова',
  successTitle: 'Почта подтверждена', bonus: 'В благодарность мы добавили 3 тренировки в этом месяце.',
  bannerLabel: 'Подтверждение почты', resend: 'Отправить ещё раз', enterCode: 'Ввести код', close: 'Закрыть', goHome: 'На главную',
  toDashboard: 'Перейти на главную', startPractice: 'Начать тренировку', backToLogin: 'Вернуться ко входу', continueToLogin: 'Перейти ко входу',
  alreadyVerified: (email: string) => `Ваш адрес ${email} подтверждён.`,
  passwordTitle: 'Пароль', connectedTitle: 'Подключённые аккаунты', passwordAlone: 'Входите по почте и паролю.',
  passwordConnected: 'Входите по почте и паролю, а также через подключённые аккаунты.',
  linkReady: 'Ссылка действительна. Нажмите «Подтвердить», чтобы подтвердить адрес.',
  required: 'Сначала вставьте код подтверждения.',
  emailRequired: 'Введите адрес, на который отправить ссылку.', emailLabel: 'Электронная почта',
};
