import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { startFakeAuth0, type FakeAuth0 } from '../support/fake-auth0.ts';
import { person } from '../support/oauth.ts';
import { startSmtpSink, tokenIn, type SmtpSink } from '../support/smtp-sink.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, logIn, newContext, screenshot } from './browser.ts';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const PASSWORD = 'practice makes calm 42';

/**
 * Social sign-in as a learner meets it (ADR 0023): the buttons on Login, the provider's own page
 * (a fake Auth0 tenant speaking OpenID Connect), the callback screen, and Settings.
 */
describe('web client: social sign-in (e2e)', function () {
  this.timeout(180_000);
  let auth0: FakeAuth0;
  let sink: SmtpSink;
  let server: AppServer;
  let browser: Browser;

  before(async () => {
    auth0 = await startFakeAuth0();
    sink = await startSmtpSink();
    server = await startAppServer({
      ...auth0.env('github,microsoft,apple,twitter'), TEMP_EMAIL_DOMAIN: 'no-email.rapport.test', SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>',
    });
    auth0.callbacks.push(`${server.url}/auth/callback/auth0`);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.stop();
    await auth0?.stop();
  });

  const path = (page: Page) => new URL(page.url()).pathname;
  async function pageAt(lang: Lang, viewport = WIDE) {
    const context = await newContext(browser, lang, viewport.width < 500, viewport);
    return { context, page: await context.newPage() };
  }

  it('signs up through the provider’s page and the callback screen, lands signed in, and Settings lists the link', async () => {
    const octo = person({ connection: 'github', name: 'Octo Cat' });
    auth0.people.push(octo);
    const { context, page } = await pageAt('en');
    await page.goto(`${server.url}/login`);
    const buttons = page.getByRole('list', { name: 'Sign in with another account' }).getByRole('button');
    await buttons.first().waitFor();
    // Only what this server has a provider for: Auth0's four connections, no Google or Facebook.
    expect(await buttons.count()).to.equal(4);
    for (const name of ['Continue with GitHub', 'Continue with Microsoft', 'Continue with Apple', 'Continue with X (Twitter)']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).to.equal(1);
    }
    await expectAccessible(page);
    await screenshot(page, 'oauth-login', 'en', false);

    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL((url) => url.origin === new URL(auth0.url).origin && url.pathname === '/authorize');
    expect(new URL(page.url()).searchParams.get('connection')).to.equal('github');
    await page.getByRole('button', { name: 'Continue as Octo Cat' }).click();

    await page.getByRole('heading', { level: 1, name: "You're signed in" }).waitFor();
    expect(path(page)).to.equal('/auth/callback/auth0');
    expect(new URL(page.url()).search, 'the code is cleared from the address').to.equal('');
    await page.getByText('Welcome to Rapport! Your account is ready.').waitFor();
    await screenshot(page, 'oauth-callback-success', 'en', false, false);
    // SPEC §9: on by itself after 2 s; a new account starts at onboarding, as after Register.
    await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).to.be.a('string');
    await page.getByRole('button', { name: `Account menu, signed in as ${octo.email}` }).waitFor();

    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const linked = page.locator('.linked-item');
    await linked.first().waitFor();
    expect(await linked.count()).to.equal(1);
    expect(await linked.locator('.linked-name').textContent()).to.equal('GitHub');
    // Social-only with one link: disconnecting it would lock the learner out.
    expect(await page.getByRole('button', { name: /^Disconnect GitHub/ }).isDisabled()).to.equal(true);
    await page.getByText('This is your only way to sign in.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Set a password' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'settings', 'en', false);
    await context.close();
  });

  it('shows the failure screen for an answer this tab did not ask for, with Try Again and Go Home', async () => {
    for (const [lang, viewport] of [['en', WIDE], ['ru', PHONE]] as const) {
      const { context, page } = await pageAt(lang, viewport);
      await page.goto(`${server.url}/auth/callback/auth0?code=forged&state=not-ours`);
      const title = lang === 'en' ? "Sign-in didn't work" : 'Не удалось войти';
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('alert').waitFor();
      await expectAccessible(page);
      await screenshot(page, 'oauth-callback-failure', lang, viewport === PHONE);
      await page.getByRole('button', { name: lang === 'en' ? 'Try again' : 'Попробовать снова' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await context.close();
    }
  });

  /** Login in `lang`, GitHub's button pressed: the provider's own page. */
  async function atGitHub(lang: Lang, viewport: typeof WIDE) {
    const opened = await pageAt(lang, viewport);
    await opened.page.goto(`${server.url}/login`);
    await opened.page.getByRole('button', { name: lang === 'en' ? 'Continue with GitHub' : 'Продолжить через GitHub' }).click();
    await opened.page.waitForURL((url) => url.origin === new URL(auth0.url).origin);
    return opened;
  }
  const failureScreen = (page: Page, lang: Lang) =>
    page.getByRole('heading', { level: 1, name: lang === 'en' ? "Sign-in didn't work" : 'Не удалось войти' }).waitFor();

  it('says so when the learner cancels at the provider, and Try Again starts over from Login', async () => {
    for (const [lang, viewport] of [['en', WIDE], ['ru', PHONE]] as const) {
      const { context, page } = await atGitHub(lang, viewport);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await failureScreen(page, lang);
      const alert = page.getByRole('alert');
      expect(await alert.textContent()).to.contain(lang === 'en' ? 'The sign-in was cancelled or could not be confirmed.' : 'Вход отменён или не подтверждён.');
      expect(await page.evaluate(() => localStorage.getItem('refreshToken') ?? sessionStorage.getItem('refreshToken'))).to.equal(null);
      await page.getByRole('button', { name: lang === 'en' ? 'Try again' : 'Попробовать снова' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await context.close();
    }
  });

  it('tells a provider sign-in whose address has a password account to log in with the password first', async () => {
    const email = `owner-${Date.now()}@example.com`;
    const res = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(res.status).to.equal(201);
    auth0.people.push(person({ connection: 'github', name: 'Same Address', email }));
    const texts = {
      en: 'An account with this email already exists and signs in with a password.',
      ru: 'Аккаунт с этим адресом уже есть, и вход в него — по паролю.',
    };
    for (const [lang, viewport] of [['en', WIDE], ['ru', PHONE]] as const) {
      const { context, page } = await atGitHub(lang, viewport);
      await page.getByRole('button', { name: 'Continue as Same Address' }).click();
      await failureScreen(page, lang);
      expect(await page.getByRole('alert').textContent()).to.contain(texts[lang]);
      await expectAccessible(page);
      await screenshot(page, 'oauth-account-exists', lang, viewport === PHONE);
      await context.close();
    }
  });

  it('connects a provider to a password account from Settings (link mode), in Russian on a phone', async () => {
    const email = `linker-${Date.now()}@example.com`;
    const res = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(res.status).to.equal(201);
    // Only an account whose address is verified connects another sign-in (ADR 0042): the owner opened the mail's link.
    const verified = await fetch(`${server.url}/api/email-verification/verify`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: tokenIn(await sink.next(email)) }),
    });
    expect(verified.status).to.equal(200);
    const msft = person({ connection: 'windowslive', name: 'Ada Windows' });
    auth0.people.push(msft);
    const { context, page } = await pageAt('ru', PHONE);
    await page.goto(`${server.url}/login?redirect=/settings`);
    await page.getByRole('button', { name: 'Продолжить через X (Twitter)' }).waitFor();
    await screenshot(page, 'oauth-login', 'ru', true);
    await expectAccessible(page);
    await logIn(page, email, PASSWORD, { email: 'Email', password: 'Пароль', submit: 'Войти' });
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    await page.getByText('Пока нет подключённых аккаунтов.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'settings', 'ru', true);

    await page.getByRole('button', { name: 'Подключить Microsoft' }).click();
    await page.getByRole('button', { name: 'Continue as Ada Windows' }).click();
    await page.getByRole('heading', { level: 1, name: 'Аккаунт подключён' }).waitFor();
    await screenshot(page, 'oauth-callback-linked', 'ru', true, false);
    await page.waitForURL((url) => url.pathname === '/settings', { timeout: 10_000 });
    await page.locator('.linked-item .linked-name', { hasText: 'Microsoft' }).waitFor();
    // With a password there is another way in: this link may go.
    await page.getByRole('button', { name: /^Отключить Microsoft/ }).click();
    await page.getByText('Аккаунт Microsoft отключён').waitFor();
    // Its button went with it: the section's title holds the focus, not the page (audit D F2).
    expect(await page.getByRole('heading', { name: 'Подключённые аккаунты' }).evaluate((el) => el === document.activeElement)).to.equal(true);

    // The tenant now issues tokens to another application: the server refuses the link (401
    // OAUTH.TOKEN_REJECTED), which is the link's answer, not the end of the learner's session.
    auth0.issueWith = { azp: 'another-application' };
    try {
      await page.getByRole('button', { name: 'Подключить Microsoft' }).click();
      await page.getByRole('button', { name: 'Continue as Ada Windows' }).click();
      await page.getByRole('heading', { level: 1, name: 'Не удалось подключить аккаунт' }).waitFor();
      expect(await page.getByRole('alert').textContent()).to.include('Сервис не подтвердил этот вход');
      await page.getByRole('button', { name: 'Попробовать снова' }).click();
      await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
      expect(path(page)).to.equal('/settings');
    } finally {
      auth0.issueWith = {};
    }
    await context.close();
  });

  it('asks an account its provider gave no email for a real address, and takes it in Settings', async () => {
    const phoneOnly = person({ connection: 'twitter', email: null, name: 'No Mail' });
    auth0.people.push(phoneOnly);
    const { context, page } = await pageAt('en', PHONE);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Continue with X (Twitter)' }).waitFor();
    await screenshot(page, 'oauth-login', 'en', true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue with X (Twitter)' }).click();
    await page.getByRole('button', { name: 'Continue as No Mail' }).click();
    await page.getByText('did not share an email address', { exact: false }).waitFor();
    await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: 10_000 });
    const banner = page.getByRole('region', { name: 'Add your email address' });
    await banner.waitFor();
    // The placeholder address is no one's: the account menu says there is none instead (sign-in audit).
    expect(await page.getByText('@no-email.rapport.test').count()).to.equal(0);
    expect(await page.locator('.user-menu-email').textContent()).to.equal('No email address');
    await expectAccessible(page);
    await banner.getByRole('link', { name: 'Add email' }).click();
    await page.getByText('No email address yet').waitFor();
    await screenshot(page, 'settings-temporary-email', 'en', true);
    const email = `real-${Date.now()}@example.com`;
    // SPEC §5 names no disabled state here: Add email is always there to press, and checks on the press.
    const field = page.getByLabel('Your email address');
    const add = page.getByRole('button', { name: 'Add email' });
    expect(await add.getAttribute('aria-disabled'), 'available with the field empty').to.equal(null);
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Enter an email address.', { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).to.equal('true');
    expect(await field.evaluate((el) => el === document.activeElement), 'focus on the field').to.equal(true);
    await field.fill('not-an-address');
    await add.click();
    await page.getByText('Enter a valid email address, like name@example.com.', { exact: true }).waitFor();
    expect(await field.evaluate((el) => el === document.activeElement), 'focus back on the field').to.equal(true);
    // An address another account has: the server's refusal is said at the field too, not in an alert above it.
    const taken = `taken-${Date.now()}@example.com`;
    await apiOf(server.url)('/api/auth/register', { email: taken, password: PASSWORD, locale: 'en' });
    await field.fill(taken);
    await add.click();
    await page.getByText('This email is already used by another account.', { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).to.equal('true');
    expect(await field.evaluate((el) => el === document.activeElement), 'focus on the field the server refused').to.equal(true);
    expect(await page.locator('#email [role="alert"]').count(), 'no alert for what the field says').to.equal(0);
    await field.fill(email);
    expect(await field.getAttribute('aria-invalid'), 'no error once the address is one').to.equal(null);
    await add.click();
    await page.getByText('Email updated. Please verify your new address.').waitFor();
    await page.getByText('Not verified').waitFor();
    await page.locator('#email .verification-email').getByText(email).waitFor(); // the address shown as the one to verify
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await page.getByRole('region', { name: 'Add your email address' }).count()).to.equal(0);
    await context.close();
  });
});
