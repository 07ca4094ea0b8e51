import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { expectAccessible, type Lang, launchBrowser, logIn, MOBILE, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const DESKTOP = { width: 1280, height: 800 };
const TEXT = {
  en: {
    login: { email: 'Email', password: 'Password', submit: 'Log in' },
    areas: 'Practice areas',
    area: 'Customer Service',
    save: 'Save goals',
    title: 'Your learning path',
    tabs: ['Initial', 'Dynamic'],
    viewAll: (n: number) => `View all ${n} scenarios`,
    start: /^Start: /,
    replay: /^Replay: /,
    locked: 'Complete the previous step to unlock this one.',
    generic: 'Generic conversation partner',
    submit: 'Start',
    input: 'Your message',
    message: 'I understand how frustrating this must be. What happened exactly?',
    end: 'End session',
    endTitle: 'End this session?',
    nav: 'Curriculum',
    completed: 'Completed',
    scores: 'Best scores',
  },
  ru: {
    login: { email: 'Email', password: 'Пароль', submit: 'Войти' },
    areas: 'Направления практики',
    area: 'Обслуживание клиентов',
    save: 'Сохранить цели',
    title: 'Ваш путь обучения',
    tabs: ['Начальная', 'Динамическая'],
    viewAll: (n: number) => `Смотреть все сценарии (${n})`,
    start: /^Начать: /,
    replay: /^Пройти снова: /,
    locked: 'Пройдите предыдущий шаг, чтобы открыть этот.',
    generic: 'Обычный собеседник',
    submit: 'Начать',
    input: 'Ваше сообщение',
    message: 'Понимаю, как это неприятно. Что именно произошло?',
    end: 'Завершить сессию',
    endTitle: 'Завершить сессию?',
    nav: 'Программа',
    completed: 'Пройдено',
    scores: 'Лучшие оценки',
  },
};

describe('web client: the curriculum (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  let catalogueSize = 0;
  const stamp = Date.now();
  const emails: Record<Lang, string> = { en: `path-en-${stamp}@example.com`, ru: `path-ru-${stamp}@example.com` };
  const tokens: Record<Lang, string> = { en: '', ru: '' };

  /** Signed-in JSON over the API, for set-up. */
  async function api<T>(path: string, lang: Lang, body?: unknown): Promise<T> {
    const response = await fetch(`${server.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[lang]}` },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.ok, `${path}: HTTP ${response.status}`).to.equal(true);
    return (await response.json()) as T;
  }

  before(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    catalogueSize = ((await (await fetch(`${server.url}/api/scenario`)).json()) as unknown[]).length;
    for (const lang of ['en', 'ru'] as const) {
      const body = JSON.stringify({ email: emails[lang], password: PASSWORD, locale: lang, rememberMe: true });
      const response = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(response.ok, `register ${lang}`).to.equal(true);
      tokens[lang] = ((await response.json()) as { token: string }).token;
    }
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;
  /** The tab panel on show (both are in the page; the other one is hidden). */
  const panel = (page: Page) => page.locator('.tab-panel:not([hidden])');
  const cards = (page: Page) => panel(page).locator('.curriculum-card');
  const toTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

  function newContext(lang: Lang, mobile = false): Promise<BrowserContext> {
    return browser.newContext({ locale: lang === 'ru' ? 'ru-RU' : 'en-US', viewport: mobile ? MOBILE : DESKTOP, deviceScaleFactor: 1, isMobile: mobile, hasTouch: mobile });
  }

  /** Opens /curriculum signed out: the guard sends the learner to log in and back. */
  async function openSignedOut(context: BrowserContext, lang: Lang): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.url}/curriculum`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/curriculum');
    await logIn(page, emails[lang], PASSWORD, TEXT[lang].login);
    return page;
  }

  /** The scenario ids of the visible tab's cards, in order. */
  async function scenarioIds(page: Page): Promise<string[]> {
    return cards(page).locator('.curriculum-card-title a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }

  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: goals lead to a curriculum; its first step, played, comes back completed with scores and the dynamic path moves`, async () => {
      const t = TEXT[lang];
      const context = await newContext(lang);
      const page = await openSignedOut(context, lang);

      // No goals and nothing generated: the guard sends a new learner to set goals first.
      await page.waitForURL(onPath('/onboarding'));
      await page.getByRole('group', { name: t.areas }).getByRole('checkbox', { name: t.area, exact: true }).check();
      await page.getByRole('button', { name: t.save }).click();
      await page.waitForURL(onPath('/curriculum'));
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      expect(await page.getAttribute('html', 'lang')).to.equal(lang);

      // The catalogue's real size on 'view all scenarios'; Initial open, between 6 and 10 steps.
      await page.getByRole('link', { name: t.viewAll(catalogueSize) }).waitFor();
      const [initialTab, dynamicTab] = t.tabs.map((name) => page.getByRole('tab', { name }));
      expect(await initialTab!.getAttribute('aria-selected')).to.equal('true');
      const steps = await cards(page).count();
      expect(steps).to.be.within(6, 10);
      const first = cards(page).first();
      expect(await first.getAttribute('data-status')).to.equal('NotStarted');
      expect(await first.getByRole('button', { name: t.start }).isEnabled()).to.equal(true);
      expect(await cards(page).nth(1).getByRole('button', { name: t.start }).isDisabled()).to.equal(true);
      await cards(page).nth(1).getByText(t.locked).waitFor();
      await panel(page).locator('.count-completed dd').filter({ hasText: /^0$/ }).waitFor();
      await screenshot(page, 'curriculum-initial-1280', lang, false);
      await expectAccessible(page);

      // Dynamic: every card says why it was chosen; the arrow keys move between the tabs.
      await dynamicTab!.click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'dynamic');
      // Only the open tab's panel shows: the other is hidden to the eye and to a screen reader alike.
      expect(await page.locator('.curriculum-card:visible').count()).to.equal(await cards(page).count());
      expect(await cards(page).count()).to.be.greaterThan(0);
      for (const reason of await cards(page).locator('.curriculum-reason').allInnerTexts()) expect(reason.trim()).to.not.equal('');
      expect(await cards(page).locator('.curriculum-reason').count()).to.equal(await cards(page).count());
      const dynamicBefore = await scenarioIds(page);
      await screenshot(page, 'curriculum-dynamic-1280', lang, false);
      await expectAccessible(page);
      await page.keyboard.press('ArrowLeft');
      expect(await initialTab!.evaluate((el) => el === document.activeElement && el.getAttribute('aria-selected') === 'true')).to.equal(true);

      // Start the first step: the session-start modal, a generic partner, the chat.
      const played = (await scenarioIds(page))[0]!;
      await first.getByRole('button', { name: t.start }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: t.generic, exact: true }).check();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: t.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/simulation/'));
      const sessionId = Number(new URL(page.url()).pathname.split('/').pop());

      // One message, an answer, then the end with confirmation; the analysis opens the results.
      const ai = page.locator('.sim-line-ai');
      await ai.first().waitFor();
      const before = await ai.count();
      const input = page.getByLabel(t.input, { exact: true });
      await input.fill(t.message);
      await input.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('.sim-line-ai').length > n && !document.querySelector('#sim-input[readonly]'), before);
      await page.getByRole('button', { name: t.end, exact: true }).click();
      await page.getByRole('dialog', { name: t.endTitle }).getByRole('button', { name: t.end, exact: true }).click();
      await page.waitForURL(onPath(`/results/${sessionId}`), { timeout: 60_000 });

      // Back through the navbar: the first step is completed, with the six scores and Replay.
      await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).first().click();
      await page.waitForURL(onPath('/curriculum'));
      const done = cards(page).first();
      await page.waitForFunction(() => document.querySelector('.tab-panel:not([hidden]) .curriculum-card')?.getAttribute('data-status') === 'Completed');
      expect((await scenarioIds(page))[0]).to.equal(played);
      expect(await done.locator('.curriculum-card-status').textContent()).to.contain(t.completed);
      const badges = done.getByRole('list', { name: t.scores }).getByRole('listitem');
      expect(await badges.count()).to.equal(6);
      for (const text of await badges.allInnerTexts()) {
        const score = Number(text.match(/(\d+(?:\.\d)?)\s*$/)?.[1]);
        expect(score, text).to.be.within(0, 10);
      }
      await done.getByRole('button', { name: t.replay }).waitFor();
      expect(await cards(page).nth(1).getByRole('button', { name: t.start }).isEnabled(), 'the next step unlocks').to.equal(true);
      await panel(page).locator('.count-completed dd').filter({ hasText: /^1$/ }).waitFor();
      await panel(page).locator('.count-overall dd').filter({ hasText: new RegExp(`^${Math.round(100 / steps)}\\s?%$`) }).waitFor();
      await toTop(page);
      await screenshot(page, 'curriculum-completed-1280', lang, false);
      await expectAccessible(page);

      // The dynamic path was recomputed from the result.
      await dynamicTab!.click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'dynamic');
      expect(await scenarioIds(page)).to.not.deep.equal(dynamicBefore);
      await context.close();
    });
  }

  it('a step left unended is In Progress at 60 % and Continue reopens its chat; at the monthly limit Start opens the upgrade modal', async () => {
    // The second step (unlocked by the first) is started and left: In Progress.
    const context = await newContext('en');
    const page = await openSignedOut(context, 'en');
    await page.waitForURL(onPath('/curriculum'));
    await cards(page).first().waitFor();
    const path = (await scenarioIds(page)).map((href) => Number(href.split('/').pop()));
    const start = (scenarioId: number) => api<{ sessionId: number }>('/api/sessions', 'en', { scenarioId, coachEnabled: false });
    const { sessionId } = await start(path[1]!);
    await page.reload();
    const second = cards(page).nth(1);
    await page.waitForFunction(() => document.querySelectorAll('.tab-panel:not([hidden]) .curriculum-card')[1]?.getAttribute('data-status') === 'InProgress');
    // SPEC's fixed 60 % bar: drawn, but hidden from screen readers (a mark of "started", not a measure; the status says it).
    const bar = second.locator('.curriculum-progress');
    expect(await bar.getAttribute('aria-hidden')).to.equal('true');
    expect(await bar.locator('span').evaluate((el) => (el as HTMLElement).style.width)).to.equal('60%');
    const resume = second.getByRole('link', { name: /^Continue: / });
    expect(await resume.getAttribute('href')).to.equal(`/simulation/${sessionId}`);
    expect(await cards(page).nth(2).getByRole('button', { name: TEXT.en.start }).isDisabled(), 'locked behind a step in progress').to.equal(true);
    await resume.click();
    await page.waitForURL(onPath(`/simulation/${sessionId}`));

    // The month's sessions used up (outside the path): Replay offers Premium instead of a new session.
    const { sessionCount, sessionLimit } = await api<{ sessionCount: number; sessionLimit: number }>('/api/dashboard/usage', 'en');
    const inPath = new Set(path);
    const elsewhere = ((await (await fetch(`${server.url}/api/scenario`)).json()) as { id: number }[]).filter((s) => !inPath.has(s.id));
    for (let i = sessionCount; i < sessionLimit; i++) await start(elsewhere[i]!.id);
    await page.goto(`${server.url}/curriculum`);
    await page.reload(); // the profile's usage, fresh
    await cards(page).first().getByRole('button', { name: TEXT.en.replay }).click();
    const limit = page.getByRole('dialog', { name: 'Monthly session limit reached' });
    await limit.waitFor();
    await limit.getByText(/You've reached your monthly session limit: it renews on \w+ \d{1,2}, \d{4}\./).waitFor();
    await screenshot(page, 'curriculum-limit-1280', 'en', false, false);
    await expectAccessible(page);
    await limit.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL(onPath('/payment'));
    await context.close();
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`${lang} at 375 px: both tabs fit the phone`, async () => {
      const context = await newContext(lang, true);
      const page = await openSignedOut(context, lang);
      await page.waitForURL(onPath('/curriculum'));
      await cards(page).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(MOBILE.width);
      await screenshot(page, 'curriculum-initial', lang, true);
      await expectAccessible(page);
      await page.getByRole('tab', { name: TEXT[lang].tabs[1] }).click();
      await cards(page).first().locator('.curriculum-reason').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(MOBILE.width);
      await screenshot(page, 'curriculum-dynamic', lang, true);
      await expectAccessible(page);
      await context.close();
    });
  }

  it('onboarding that cannot build the curriculum says so, and its retry builds it and moves on', async () => {
    const email = `unbuilt-${stamp}@example.com`;
    const body = JSON.stringify({ email, password: PASSWORD, locale: 'en', rememberMe: true });
    expect((await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).ok).to.equal(true);
    const context = await newContext('en');
    const page = await context.newPage();
    const generate = /\/api\/onboarding\/curriculum\/generate/;
    await page.route(generate, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${server.url}/login?redirect=%2Fonboarding`);
    await logIn(page, email, PASSWORD, TEXT.en.login);
    await page.getByRole('group', { name: TEXT.en.areas }).getByRole('checkbox', { name: 'Negotiation', exact: true }).check();
    await page.getByRole('button', { name: TEXT.en.save }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to generate curriculum.' }).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/onboarding');
    await expectAccessible(page);
    await page.unroute(generate);
    await page.locator('.onboarding-save-error').getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(onPath('/curriculum'));
    await cards(page).first().waitFor();
    await context.close();
  });

  it('shows a load failure with a working retry', async () => {
    const context = await newContext('en');
    const page = await context.newPage();
    const lists = /\/api\/onboarding\/curriculum\?/;
    await page.route(lists, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${server.url}/login?redirect=%2Fcurriculum`);
    await logIn(page, emails.en, PASSWORD, TEXT.en.login);
    await page.getByRole('alert').filter({ hasText: 'Failed to load curriculum.' }).waitFor();
    await expectAccessible(page);
    await page.unroute(lists);
    // From the keyboard: the button goes with the problem, and the focus goes to the page's heading, not <body>.
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await cards(page).first().waitFor();
    // And it stays there once the lists have settled.
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('curriculum-title');
    await context.close();
  });
});
