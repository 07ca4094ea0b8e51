import { expect } from 'chai';
import type { Browser, Locator, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { analysisReply, talkAndEnd } from '../support/analysis-fixtures.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai-server.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const ADMIN = { email: 'analysis-watch@example.com', password: 'watch the queue 42', role: 'SuperAdmin' as const };
const MONITOR = '/superadmin/dashboard/analysis';
const USERS = '/superadmin/dashboard/users';
const STATS = '/api/superadmin/analysis-retry-stats';
/** How long the AI circuit breaker stays open before it lets a trial call through. */
const BREAKER_RESET_MS = 20_000;
const TEXT = {
  en: {
    section: 'Analysis', title: 'Analysis monitoring', nav: 'Console sections', countdown: /^Next refresh in (\d+) seconds?$/,
    refresh: 'Refresh now', requeue: 'Re-queue failed analyses', dialog: 'Re-queue failed analyses?', cancel: 'Cancel',
    failedEmpty: 'No failed sessions: every analysis has gone through.', attemptsEmpty: 'No retry attempts yet.',
    open: 'Open', halfOpen: 'Half-open', closed: 'Closed (healthy)', failed: 'Failed', succeeded: 'Succeeded',
  },
  ru: {
    section: 'Анализ', title: 'Мониторинг анализа', nav: 'Разделы консоли', countdown: /^Обновление через (\d+) секунд[уы]?$/,
    refresh: 'Обновить сейчас', requeue: 'Повторить неудавшиеся анализы', dialog: 'Повторить неудавшиеся анализы?', cancel: 'Отмена',
    failedEmpty: 'Неудавшихся сессий нет: все анализы выполнены.', attemptsEmpty: 'Повторных попыток пока не было.',
    open: 'Разомкнут', halfOpen: 'Полуоткрыт', closed: 'Замкнут (в норме)', failed: 'Ошибка', succeeded: 'Успешно',
  },
};

describe('web client: Analysis Monitoring in the SuperAdmin console (e2e, with a failing language model)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let ai: FakeOpenAi;
  let browser: Browser;
  let scenarioName: string;
  let failing: { email: string; token: string; sessionId: number };
  const api = (path: string, body?: unknown, token?: string) => apiOf(server.url)(path, body, token);

  /** A learner's session that ends after one exchange; the analysis gets the replies given. */
  async function endedSession(prefix: string, ...analysis: Parameters<FakeOpenAi['reply']>) {
    const email = `${prefix}-${Date.now()}@example.com`;
    const { token } = await api('/api/auth/register', { email, password: PASSWORD, locale: 'en', rememberMe: true });
    const [scenario] = await api('/api/scenario');
    scenarioName = scenario.name;
    const { sessionId } = await api('/api/sessions', { scenarioId: scenario.id, coachEnabled: false, locale: 'en' }, token);
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    ai.reply({ chunks: ['I hear you.'] }, ...analysis);
    await talkAndEnd(hub, sessionId, ["I'm sorry this happened — let me sort it out today."]);
    return { email, token, sessionId, hub };
  }

  async function adminToken(): Promise<string> {
    return (await api('/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).token;
  }

  /** The monitor after a SuperAdmin's login: the console opens on Users, the sidebar leads here. */
  async function openMonitor(lang: Lang, mobile = false, before?: (page: Page) => Promise<void>): Promise<Page> {
    const page = await (await newContext(browser, lang, mobile)).newPage();
    await before?.(page);
    await page.goto(`${server.url}/login`);
    await logIn(page, ADMIN.email, ADMIN.password, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === USERS);
    await page.getByRole('navigation', { name: TEXT[lang].nav }).getByRole('link', { name: TEXT[lang].section, exact: true }).click();
    await page.waitForURL((url) => url.pathname === MONITOR);
    await page.getByRole('heading', { level: 1, name: TEXT[lang].title }).waitFor();
    await page.locator('.am-stats').waitFor();
    return page;
  }

  const figure = async (page: Page, key: string) => (await page.locator(`.am-stat-${key} .wa-stat-value`).textContent())?.trim();
  const countdown = async (page: Page, lang: Lang) => {
    const text = (await page.getByRole('timer').textContent()) ?? '';
    const match = TEXT[lang].countdown.exec(text.trim());
    expect(match, `countdown "${text}"`).to.not.equal(null);
    return Number(match![1]);
  };
  /**
   * The countdown once a refresh has settled: started again from 30 at the answer's time, so it reads
   * 30 less the fake seconds runFor was still moving on while the answer was on its way. What follows
   * counts from the figure read, not from 30.
   */
  const restartedCountdown = async (page: Page) => {
    await page.getByRole('timer').waitFor(); // not "Refreshing…"
    const seconds = await countdown(page, 'en');
    expect(seconds, 'the countdown started again').to.be.within(20, 30);
    return seconds;
  };
  const rowsOf = (page: Page, list: 'am-failed' | 'am-attempts') => page.locator(`.${list} tbody tr, .${list} .am-card`);
  const breakerState = (page: Page) => page.locator('.am-breaker-state');

  /** Clicks Refresh now until the breaker shows `state` (the server changes it on its own clock). */
  async function refreshNow(page: Page, lang: Lang) {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === STATS);
    await page.getByRole('button', { name: TEXT[lang].refresh }).click();
    await answered;
    await page.getByRole('timer').waitFor();
  }

  async function refreshUntil(page: Page, lang: Lang, state: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while ((await breakerState(page).textContent()) !== state) {
      expect(Date.now(), `the breaker to show ${state}`).to.be.below(deadline);
      await page.waitForTimeout(1000);
      await refreshNow(page, lang);
    }
  }

  before(async () => {
    ai = await startFakeOpenAi();
    // Two attempts an analysis, a second apart; three calls in a minute with most failing open the breaker.
    server = await startAppServer({
      OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '4000',
      AI_BREAKER_FAILURE_THRESHOLD: '3', AI_BREAKER_RESET_MS: String(BREAKER_RESET_MS), ANALYSIS_ATTEMPTS: '2', ANALYSIS_RETRY_DELAY_SECONDS: '1',
    }, { accounts: [ADMIN] });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await ai?.stop();
  });

  it('starts quiet: nothing failed, a full success rate in green, the breaker closed, both lists empty', async () => {
    const t = TEXT.en;
    const page = await openMonitor('en');
    expect(await page.title()).to.equal('Analysis monitoring — Super admin console · Rapport');
    expect(await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.section, exact: true }).getAttribute('aria-current')).to.equal('page');
    for (const key of ['totalSessionsAnalyzedToday', 'pendingRetries', 'recentSuccessfulRetries', 'permanentlyFailedSessions']) {
      expect(await figure(page, key), key).to.equal('0');
    }
    expect(await figure(page, 'successRate')).to.equal('100%');
    expect(await page.locator('.am-stat-successRate').getAttribute('class')).to.contain('am-tone-good');
    expect(await page.locator('.am-stat-successRate .badge').textContent()).to.equal('Healthy');
    expect(await breakerState(page).textContent()).to.equal(t.closed);
    await page.getByText(t.failedEmpty).waitFor();
    await page.getByText(t.attemptsEmpty).waitFor();
    const requeue = page.getByRole('button', { name: t.requeue });
    expect(await requeue.getAttribute('aria-disabled')).to.equal('true');
    await requeue.click({ force: true });
    expect(await page.getByRole('dialog').count()).to.equal(0);
    await screenshot(page, 'superadmin-analysis-empty', 'en', false);
    await expectAccessible(page);
    await page.context().close();
  });

  it('shows an analysis that failed for good, the breaker it opened, and the countdown running (en)', async () => {
    const t = TEXT.en;
    const seeded = await endedSession('unlucky', { status: 503, message: 'overloaded' }, { status: 503, message: 'still overloaded' });
    await seeded.hub.waitFor('analysis-failed', (d) => d.sessionId === seeded.sessionId, 30_000);
    await seeded.hub.close();
    failing = seeded;

    const page = await openMonitor('en');
    expect(await figure(page, 'permanentlyFailedSessions')).to.equal('1');
    expect(await figure(page, 'pendingRetries')).to.equal('0');
    expect(await figure(page, 'totalSessionsAnalyzedToday')).to.equal('0');
    // Both attempts failed: nothing succeeded in the last day.
    expect(await figure(page, 'successRate')).to.equal('0%');
    expect(await page.locator('.am-stat-successRate').getAttribute('class')).to.contain('am-tone-poor');
    expect(await page.locator('.am-stat-successRate .badge').textContent()).to.equal('Failing');

    // The chat's call went through, both analysis calls failed: the breaker opened, with its retry time.
    expect(await breakerState(page).textContent()).to.equal(t.open);
    expect(await breakerState(page).getAttribute('class')).to.contain('badge-red');
    expect(await page.locator('.am-fact-failures dd').textContent()).to.equal('2');
    expect(await page.locator('.am-fact-successes dd').textContent()).to.equal('1');
    const retryAt = await page.locator('.am-fact-nextRetry time').getAttribute('datetime');
    expect(Date.parse(retryAt!)).to.be.above(Date.now() - BREAKER_RESET_MS);

    const failedRow = rowsOf(page, 'am-failed');
    expect(await failedRow.count()).to.equal(1);
    const link = failedRow.getByRole('link', { name: `Session #${failing.sessionId}` });
    expect(await link.getAttribute('href')).to.equal(`/superadmin/dashboard/sessions/${failing.sessionId}`);
    expect(await failedRow.textContent()).to.contain(scenarioName).and.contain(failing.email);
    expect((await failedRow.locator('.am-reason').textContent())?.trim()).to.not.equal('');
    // Only second and later attempts are retries: the first is not listed.
    const attempt = rowsOf(page, 'am-attempts');
    expect(await attempt.count()).to.equal(1);
    expect(await attempt.textContent()).to.contain(failing.email).and.contain(t.failed);
    expect(await page.getByRole('button', { name: t.requeue }).getAttribute('aria-disabled')).to.equal(null);

    // The countdown moves on its own.
    const first = await countdown(page, 'en');
    expect(first).to.be.within(1, 30);
    await page.waitForFunction((n) => {
      const match = /(\d+)/.exec(document.querySelector('[role="timer"]')?.textContent ?? '');
      return match !== null && Number(match[1]) <= n - 2;
    }, first);
    await screenshot(page, 'superadmin-analysis', 'en', false);
    await expectAccessible(page);

    // The session opens its detail in the console.
    await link.click();
    await page.waitForURL((url) => url.pathname === `/superadmin/dashboard/sessions/${failing.sessionId}`);
    await page.goBack();
    await page.locator('.am-stats').waitFor();

    // Past its reset time the breaker lets one trial call through.
    await refreshUntil(page, 'en', t.halfOpen, BREAKER_RESET_MS + 15_000);
    expect(await breakerState(page).getAttribute('class')).to.contain('badge-yellow');
    await page.context().close();
  });

  for (const [lang, mobile] of [['ru', false], ['en', true], ['ru', true]] as const) {
    it(`shows the monitor and asks before re-queuing in ${lang}${mobile ? ' at 375 px' : ''}`, async () => {
      const t = TEXT[lang];
      const page = await openMonitor(lang, mobile);
      expect(await rowsOf(page, 'am-failed').count()).to.equal(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(mobile ? 375 : 1366);
      await countdown(page, lang);
      await screenshot(page, 'superadmin-analysis', lang, mobile);
      await expectAccessible(page);

      const opener = page.getByRole('button', { name: t.requeue });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await dialog.waitFor();
      expect(await dialog.textContent()).to.match(/1/);
      await screenshot(page, 'superadmin-analysis-requeue', lang, mobile, false);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: t.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).to.equal(true);
      await page.context().close();
    });
  }

  it('re-queues the failed analysis, says how many, and the figures follow once it has run', async () => {
    const t = TEXT.en;
    const page = await openMonitor('en');
    // Still half-open: the re-queued analysis is the trial call, and it succeeds.
    await refreshUntil(page, 'en', t.halfOpen, 5_000);
    ai.reply({ chunks: [analysisReply(6)] });
    const opener = page.getByRole('button', { name: t.requeue });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByText('The 1 permanently failed analysis will be queued and run again.').waitFor();
    // Keyboard: the dialog opens on Cancel; Tab reaches Re-queue.
    expect(await dialog.getByRole('button', { name: t.cancel }).evaluate((el) => el === document.activeElement)).to.equal(true);
    const requeued = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/superadmin/retry-failed-analysis');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await (await requeued).json()).to.deep.equal({ success: true, requeued: 1 });
    await page.getByRole('status').filter({ hasText: '1 analysis re-queued.' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The analysis runs in the background; once it has, Refresh now shows it.
    const token = await adminToken();
    for (const deadline = Date.now() + 30_000; ;) {
      const stats = await api(STATS, undefined, token);
      if (stats.recentSuccessfulRetries === 1) break;
      expect(Date.now(), 'the re-queued analysis to complete').to.be.below(deadline);
      await new Promise((r) => setTimeout(r, 500));
    }
    // The page's own reload after re-queuing may already show the breaker closed (the trial call
    // succeeded) from before the analysis was counted: load the figures afresh.
    await refreshNow(page, 'en');
    await refreshUntil(page, 'en', t.closed, 5_000);
    expect(await figure(page, 'permanentlyFailedSessions')).to.equal('0');
    expect(await figure(page, 'recentSuccessfulRetries')).to.equal('1');
    expect(await figure(page, 'totalSessionsAnalyzedToday')).to.equal('1');
    expect(await figure(page, 'successRate')).to.equal('33.3%');
    await page.getByText(t.failedEmpty).waitFor();
    const attempts = await rowsOf(page, 'am-attempts').allTextContents();
    expect(attempts).to.have.length(2);
    expect(attempts[0]).to.contain(t.succeeded);
    expect(attempts[1]).to.contain(t.failed);
    expect(await opener.getAttribute('aria-disabled')).to.equal('true');
    expect((await api(`/api/results/${failing.sessionId}`, undefined, failing.token)).scores.overall.score).to.equal(6);
    await expectAccessible(page);
    await page.context().close();
  });

  it('refreshes on its own every 30 s, and stands still while the tab is hidden', async () => {
    const asked: number[] = [];
    const page = await openMonitor('en', false, async (p) => {
      await p.clock.install();
      p.on('request', (request) => new URL(request.url()).pathname === STATS && asked.push(Date.now()));
    });
    await page.getByRole('timer').waitFor();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    const start = await countdown(page, 'en');
    const before = asked.length;
    // The figure changes on the second's tick, so five seconds on it reads 4 or 5 less.
    await page.clock.runFor(5000);
    expect(start - (await countdown(page, 'en'))).to.be.within(4, 5);
    expect(asked.length).to.equal(before);
    const answered = () => page.waitForResponse((r) => new URL(r.url()).pathname === STATS);
    const refreshed = answered();
    // Ticks come each second, so the one that finds the countdown at zero is at most a second late.
    await page.clock.runFor((start + 1) * 1000);
    await refreshed;
    expect(asked.length).to.equal(before + 1);
    const restarted = await restartedCountdown(page);

    const hide = (hidden: boolean) => page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
    await page.clock.runFor(10_000);
    await hide(true);
    await page.getByText('Auto-refresh paused while the tab is hidden').waitFor();
    await page.clock.runFor(120_000);
    expect(asked.length).to.equal(before + 1);
    await hide(false);
    expect(await countdown(page, 'en')).to.equal(restarted - 10);
    // Less than a second is left after this, and the tick that finds none left comes within a second.
    await page.clock.runFor((restarted - 11) * 1000);
    expect(asked.length).to.equal(before + 1);
    const again = answered();
    await page.clock.runFor(2000);
    await again;
    await restartedCountdown(page);
    expect(asked.length).to.equal(before + 2);
    await page.context().close();
  });

  it('offers a retry when the first load fails, and keeps the figures with the error when a refresh fails (SPEC §8)', async () => {
    const stats = new RegExp(`${STATS}(\\?|$)`);
    const broken = (page: Page) => page.route(stats, (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }));
    const page = await (await newContext(browser, 'ru')).newPage();
    await broken(page);
    // Opened signed out, the page sends the SuperAdmin to Login and back to itself.
    await page.goto(server.url + MONITOR);
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, ADMIN.email, ADMIN.password, LOGIN.ru);
    await page.waitForURL((url) => url.pathname === MONITOR);
    await page.getByRole('alert').filter({ hasText: 'Не удалось получить статистику анализа.' }).waitFor();
    await expectAccessible(page);
    await page.unroute(stats);
    await page.getByRole('button', { name: 'Повторить' }).click();
    await page.locator('.am-stats').waitFor();
    const figures = await page.locator('.am-stats').textContent();

    await broken(page);
    await page.getByRole('button', { name: TEXT.ru.refresh }).click();
    const alert: Locator = page.getByRole('alert').filter({ hasText: 'Не удалось получить статистику анализа. Показаны данные на' });
    await alert.waitFor();
    expect(await page.locator('.am-stats').textContent()).to.equal(figures);
    await screenshot(page, 'superadmin-analysis-stale', 'ru', false);
    await expectAccessible(page);
    await page.unroute(stats);
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await alert.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
