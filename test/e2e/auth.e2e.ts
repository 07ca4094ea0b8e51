import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { TEST_SELLER_ENV } from '../support/seller.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

const EN = { email: 'Email', password: 'Password', submit: 'Log in', remember: 'Remember me' };
const PASSWORD = 'practice makes calm 42';

describe('web client: sign-up, sign-in and language (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  const email = `learner-${Date.now()}@example.com`;

  before(async () => {
    server = await startAppServer({ ...TEST_SELLER_ENV });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const path = (page: Page) => new URL(page.url()).pathname;

  it('registers, lands on onboarding, survives a reload, logs out, and login returns to the protected page', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();

    await page.goto(`${server.url}/register`);
    await expectAccessible(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByRole('heading', { level: 1, name: 'What would you like to practise?' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).to.be.a('string');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'What would you like to practise?' }).waitFor();
    expect(path(page)).to.equal('/onboarding');
    const menu = page.getByRole('button', { name: `Account menu, signed in as ${email}` });
    await menu.waitFor();

    await menu.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).to.equal(null);

    await page.goto(`${server.url}/onboarding?from=e2e&step=1`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).to.equal('/onboarding?from=e2e&step=1');
    // The link to Register keeps the redirect target.
    const registerHref = await page.getByRole('link', { name: 'Create an account' }).getAttribute('href');
    expect(registerHref).to.equal(`/register?redirect=${encodeURIComponent('/onboarding?from=e2e&step=1')}`);

    await logIn(page, email, PASSWORD, { ...EN, remember: undefined });
    await page.waitForURL((url) => url.pathname === '/onboarding' && url.search === '?from=e2e&step=1');
    await page.getByRole('heading', { level: 1, name: 'What would you like to practise?' }).waitFor();

    // Without remember-me the pair lives in the tab, and an expired access token is renewed there.
    const stored = () => page.evaluate(() => ({
      local: [localStorage.getItem('token'), localStorage.getItem('refreshToken')],
      tab: [sessionStorage.getItem('token'), sessionStorage.getItem('refreshToken')],
    }));
    const before = await stored();
    expect(before.local).to.deep.equal([null, null]);
    expect(before.tab.every((item) => typeof item === 'string')).to.equal(true);
    const expired = ['{"alg":"HS256","typ":"JWT"}', JSON.stringify({ sub: '1', exp: 1 })]
      .map((part) => Buffer.from(part).toString('base64url')).join('.') + '.c2ln';
    await page.evaluate((token) => sessionStorage.setItem('token', token), expired);
    await page.reload();
    await page.getByRole('button', { name: `Account menu, signed in as ${email}` }).waitFor();
    const after = await stored();
    expect(after.tab[0]).to.be.a('string').and.not.equal(expired);
    expect(after.tab[1]).to.be.a('string').and.not.equal(before.tab[1]);
    expect(after.local).to.deep.equal([null, null]);
    await context.close();
  });

  it('keeps a duplicated tab and its original signed in, without remember-me, through renewals in each', async () => {
    const twin = `twin-${Date.now()}@example.com`;
    await apiOf(server.url)('/api/auth/register', { email: twin, password: PASSWORD, locale: 'en', rememberMe: false });
    const context = await newContext(browser, 'en');
    const original = await context.newPage();
    await original.goto(`${server.url}/login`);
    await logIn(original, twin, PASSWORD, { ...EN, remember: undefined });
    await original.waitForURL((url) => url.pathname !== '/login');
    const menuOf = (page: Page) => page.getByRole('button', { name: `Account menu, signed in as ${twin}` });
    await menuOf(original).waitFor();
    const pairOf = (page: Page) => page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('refreshToken')]);

    // The browser's "Duplicate tab" copies sessionStorage, refresh token included.
    const [token, refreshToken] = await pairOf(original);
    const duplicate = await context.newPage();
    await duplicate.addInitScript((pair) => {
      if (!sessionStorage.getItem('token')) [sessionStorage.token, sessionStorage.refreshToken] = pair;
    }, [token!, refreshToken!]);
    await duplicate.goto(`${server.url}/dashboard`);
    await menuOf(duplicate).waitFor();

    // Each tab in turn finds its access token expired (same sign-in, an `exp` in the past) and renews.
    const expire = (page: Page) => page.evaluate(() => {
      const [header, payload] = sessionStorage.token.split('.');
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
      sessionStorage.token = `${header}.${btoa(JSON.stringify({ ...claims, exp: 1 })).replace(/=+$/, '')}.c2ln`;
    });
    for (const page of [original, duplicate, original, duplicate]) {
      await expire(page);
      await page.reload();
      await menuOf(page).waitFor();
      expect(new URL(page.url()).pathname).to.not.equal('/login');
    }
    const [a, b] = [await pairOf(original), await pairOf(duplicate)];
    expect(a[1]).to.not.equal(refreshToken);
    expect(b[1], 'the duplicate holds the chain\'s newest refresh token').to.equal(a[1]);
    // The sign-in was never taken for stolen: its newest refresh token still renews.
    const renewed = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refreshToken: a[1] }),
    });
    expect(renewed.status).to.equal(200);
    await context.close();
  });

  it('signs out the other devices from Settings (ru): the other one lands on Login saying why, this one stays', async () => {
    const owner = `devices-${Date.now()}@example.com`;
    await fetch(`${server.url}/api/auth/register`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: owner, password: PASSWORD, locale: 'ru' }),
    });
    const signedIn = async (lang: Lang) => {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await logIn(page, owner, PASSWORD, LOGIN[lang]);
      await page.waitForURL((url) => url.pathname !== '/login');
      return { context, page };
    };
    const phone = await signedIn('en');
    await phone.page.goto(`${server.url}/scenarios`);
    const laptop = await signedIn('ru');
    await laptop.page.goto(`${server.url}/settings`);
    const section = laptop.page.getByRole('region', { name: 'Другие устройства' });
    await section.getByRole('button', { name: 'Выйти на других устройствах' }).click();
    await section.getByRole('status').filter({ hasText: 'Все остальные устройства вышли из аккаунта.' }).waitFor();
    await expectAccessible(laptop.page);
    // The other device is sent to Login within the force-logout check's 3 s, told why, and brought back after.
    await phone.page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await phone.page.getByText('You were signed out: your password was changed, or your account was signed out on every device.').waitFor();
    expect(new URL(phone.page.url()).searchParams.get('redirect')).to.equal('/scenarios');
    await laptop.page.reload();
    await laptop.page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    expect(path(laptop.page)).to.equal('/settings');
    await phone.context.close();
    await laptop.context.close();
  });

  it('shows an error for a wrong password and stays on the login page', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, email, 'not the password', EN);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).to.equal('Incorrect email or password.');
    await expectAccessible(page);
    expect(path(page)).to.equal('/login');
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).to.equal(null);
    await context.close();
  });

  it('answers a taken email with a "Log in instead." link that keeps where the visitor was going', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    const target = '/scenarios?category=Sales&start=3';
    await page.goto(`${server.url}/register?redirect=${encodeURIComponent(target)}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).to.equal('An account with this email already exists. Log in instead.');
    const link = alert.getByRole('link', { name: 'Log in instead.' });
    expect(await link.getAttribute('href')).to.equal(`/login?redirect=${encodeURIComponent(target)}`);
    await expectAccessible(page);
    // Another address makes the alert untrue: it goes as the address changes, and comes back for this one.
    await page.getByLabel('Email', { exact: true }).fill(`other-${email}`);
    await alert.waitFor({ state: 'detached' });
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === target);
    await logIn(page, email, PASSWORD, EN);
    await page.waitForURL((url) => url.pathname === '/scenarios' && url.searchParams.get('category') === 'Sales');
    await context.close();
  });

  it('refuses a redirect to another site after signing up or in, and goes to the usual page instead', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await page.goto(`${server.url}/register?redirect=${encodeURIComponent('https://evil.example/')}`);
    await page.getByLabel('Email', { exact: true }).fill(`redirected-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/onboarding');
    await context.close();

    for (const foreign of ['//evil.example/', '/\\evil.example/', 'javascript:alert(1)']) {
      const visitor = await newContext(browser, 'en');
      const login = await visitor.newPage();
      await login.goto(`${server.url}/login?redirect=${encodeURIComponent(foreign)}`);
      // The link to Register drops it too.
      expect(await login.locator('.auth-switch').getByRole('link').getAttribute('href'), foreign).to.equal('/register');
      await logIn(login, email, PASSWORD, EN);
      await login.waitForURL((url) => url.origin === server.url && url.pathname === '/', { timeout: 10_000 });
      await visitor.close();
    }
  });

  it('switches the interface to Russian and remembers the choice', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'Confidence in hard conversations comes from practice' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).to.equal('en');

    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('heading', { level: 1, name: 'Уверенность в трудных разговорах приходит с практикой' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).to.equal('ru');
    await page.getByRole('link', { name: 'О сервисе' }).first().waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Уверенность в трудных разговорах приходит с практикой' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).to.equal('ru');
    await context.close();
  });

  it('keeps the account\'s language (its mail\'s) at a sign-in on a new device, whose browser default does not overwrite it; a choice made there does', async () => {
    const russian = `russian-${Date.now()}@example.com`;
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: russian, password: PASSWORD, locale: 'ru' }),
    });
    expect(registered.status).to.equal(201);
    const context = await newContext(browser, 'en'); // a new laptop, in English
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, russian, PASSWORD, EN);
    await page.waitForURL((url) => url.pathname !== '/login');
    const api = apiOf(server.url);
    const accountLocale = async () => {
      const { token } = await api('/api/auth/login', { email: russian, password: PASSWORD }); // no language: changes none
      return (await api('/api/auth/me', undefined, token)).locale as string;
    };
    expect(await accountLocale(), 'the account keeps Russian').to.equal('ru');
    expect(await page.getAttribute('html', 'lang'), 'the interface follows the device').to.equal('en');
    await context.close();
    // On another device English was picked with the switcher (its stored choice): that sign-in takes it to the account.
    const chosen = await newContext(browser, 'en');
    await chosen.addInitScript(() => localStorage.setItem('locale', 'en'));
    const again = await chosen.newPage();
    await again.goto(`${server.url}/login`);
    await logIn(again, russian, PASSWORD, EN);
    await again.waitForURL((url) => url.pathname !== '/login');
    expect(await accountLocale()).to.equal('en');
    await chosen.close();
  });

  it('names the seller the operator set in the footer and the public offer, in the reader\'s language', async () => {
    const s = TEST_SELLER_ENV;
    for (const [lang, name, address, jurisdiction] of [['en', s.SELLER_NAME, s.SELLER_ADDRESS, s.SELLER_JURISDICTION], ['ru', s.SELLER_NAME_RU, s.SELLER_ADDRESS_RU, s.SELLER_JURISDICTION_RU]] as const) {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.goto(`${server.url}/public-offer`);
      const offer = page.locator('article.offer-text');
      await offer.waitFor();
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: s.SUPPORT_EMAIL }).getAttribute('href')).to.equal(`mailto:${s.SUPPORT_EMAIL}`);
      const legal = await footer.locator('.footer-legal').innerText();
      expect(legal).to.include(name).and.include(s.SELLER_REGISTRATION_NUMBER).and.include(address);
      const text = await offer.innerText();
      expect(text).to.include(name).and.include(jurisdiction).and.include(s.SUPPORT_PHONE).and.include(server.url);
      expect(text).not.to.include('{{');
      await context.close();
    }
  });

  describe('screenshots of every page (test-results/screenshots)', () => {
    const PUBLIC_PAGES = [
      { name: 'home', url: '/' },
      { name: 'about', url: '/about' },
      { name: 'public-offer', url: '/public-offer' },
      { name: 'login', url: '/login' },
      { name: 'register', url: '/register' },
      { name: 'not-found', url: '/no-such-page' },
    ];
    const SIGNED_IN_PAGES = [
      { name: 'home-signed-in', url: '/' },
      { name: 'onboarding', url: '/onboarding' },
    ];
    const LOGIN_LABELS: Record<Lang, typeof EN> = {
      en: EN,
      ru: { email: 'Email', password: 'Пароль', submit: 'Войти', remember: 'Запомнить меня' },
    };

    for (const lang of ['en', 'ru'] as const) {
      for (const mobile of [false, true]) {
        it(`${lang}${mobile ? ' at 375 px' : ''}`, async () => {
          const context = await newContext(browser, lang, mobile);
          const page = await context.newPage();
          for (const { name, url } of PUBLIC_PAGES) {
            await page.goto(server.url + url);
            await page.locator('main h1').first().waitFor();
            expect(await page.getAttribute('html', 'lang')).to.equal(lang);
            await screenshot(page, name, lang, mobile);
            await expectAccessible(page);
            // Russian words are long: the landing's headline once pushed the page past a phone's width.
            if (mobile) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: no horizontal scrolling at 375 px`).to.be.at.most(375);
          }
          if (mobile) {
            await page.getByRole('button', { name: lang === 'ru' ? 'Открыть меню' : 'Open menu' }).click();
            await page.locator('#mobile-menu').waitFor();
            await screenshot(page, 'menu', lang, mobile);
            await expectAccessible(page);
            await page.getByRole('button', { name: lang === 'ru' ? 'Закрыть меню' : 'Close menu' }).click();
          }

          await page.goto(`${server.url}/login`);
          await logIn(page, email, PASSWORD, LOGIN_LABELS[lang]);
          await page.waitForURL((u) => u.pathname === '/');
          for (const { name, url } of SIGNED_IN_PAGES) {
            await page.goto(server.url + url);
            await page.locator('main h1').first().waitFor();
            await screenshot(page, name, lang, mobile);
            await expectAccessible(page);
          }
          if (!mobile) {
            await page.getByRole('button', { name: new RegExp(email) }).click();
            await screenshot(page, 'user-menu', lang, mobile);
            await expectAccessible(page);
            await page.getByRole('button', { name: lang === 'ru' ? 'Сменить пароль' : 'Change password' }).click();
            await page.getByRole('dialog').waitFor();
            await screenshot(page, 'change-password', lang, mobile);
            await expectAccessible(page);
          }
          await context.close();
        });
      }
    }
  });
});
