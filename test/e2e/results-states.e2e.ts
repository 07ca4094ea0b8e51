import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { analysisReply, talkAndEnd } from '../support/analysis-fixtures.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai-server.ts';
import { apiOf, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const LINES = ["I'm sorry this happened — I can hear how frustrating it is.", 'Calm down, it is not a big deal.', 'ok'];
const NOT_FOUND = "Session not found or you don't have access to view it.";

describe('web client: what the results pages say when there are none, and in which language (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  let scenarioId: number;
  const learners = {} as Record<Lang, { email: string; token: string; sessionId: number }>;
  let unfinished: number;

  const api = (path: string, body?: unknown, token?: string) => apiOf(server.url)(path, body, token);

  async function analysedLearner(lang: Lang) {
    const email = `states-${lang}-${Date.now()}@example.com`;
    const { token } = await api('/api/auth/register', { email, password: PASSWORD, locale: lang, rememberMe: true });
    const { sessionId } = await api('/api/sessions', { scenarioId, coachEnabled: false, locale: lang }, token);
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, LINES);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
    await hub.close();
    return { email, token, sessionId };
  }

  /** Signs in as the learner of `lang` and opens `path`; records every request for the results of `watch`. */
  async function open(lang: Lang, path: string, options: { mobile?: boolean; watch?: number } = {}) {
    const page = await (await newContext(browser, lang, options.mobile)).newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/results/${options.watch}`) asked.push(request.url());
    });
    await page.goto(server.url + path);
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, learners[lang].email, PASSWORD, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === path);
    return { page, asked };
  }

  before(async () => {
    server = await startAppServer({ OFFLINE_TYPING_DELAY_MS: '0' });
    browser = await launchBrowser();
    [{ id: scenarioId }] = await api('/api/scenario');
    for (const lang of ['en', 'ru'] as const) learners[lang] = await analysedLearner(lang);
    ({ sessionId: unfinished } = await api('/api/sessions', { scenarioId, coachEnabled: false, locale: 'en' }, learners.en.token));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [what, id] of [['does not exist', () => 987654], ['belongs to someone else', () => learners.ru.sessionId]] as const) {
    it(`says the session was not found, once, when it ${what}`, async () => {
      const { page, asked } = await open('en', `/results/${id()}`, { watch: id() });
      await page.getByRole('heading', { level: 1, name: 'Session not found' }).waitFor();
      await page.getByText(NOT_FOUND).waitFor();
      // Longer than the first two polls of a pending analysis (3 s, then 4.5 s): nothing more is asked.
      await page.waitForTimeout(8000);
      expect(asked).to.have.length(1);
      expect(await page.getByText('The analysis may still be in progress').count()).to.equal(0);
      await page.context().close();
    });
  }

  it('offers the way back to a session that has not ended', async () => {
    const { page } = await open('en', `/results/${unfinished}`);
    await page.getByRole('heading', { name: "This session hasn't ended yet" }).waitFor();
    const back = page.getByRole('link', { name: 'Go back to the session' });
    expect(await back.getAttribute('href')).to.equal(`/simulation/${unfinished}`);
    await screenshot(page, 'results-in-progress', 'en', false);
    await page.context().close();
  });

  it('plays the fireworks the first time the results are shown, not after a reload, and never for less motion', async () => {
    const { page } = await open('en', `/results/${learners.en.sessionId}`);
    await page.locator('[data-testid="fireworks"]').waitFor();
    await page.reload();
    await page.locator('.new-achievements .achievement').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('[data-testid="fireworks"]').count()).to.equal(0);
    await page.context().close();

    const calm = await (await browser.newContext({ locale: 'ru-RU', reducedMotion: 'reduce' })).newPage();
    await calm.goto(`${server.url}/login`);
    await logIn(calm, learners.ru.email, PASSWORD, LOGIN.ru);
    await calm.waitForURL((url) => url.pathname === '/');
    await calm.goto(`${server.url}/results/${learners.ru.sessionId}`);
    await calm.locator('.new-achievements .achievement').first().waitFor();
    await calm.waitForTimeout(500);
    expect(await calm.locator('[data-testid="fireworks"]').count()).to.equal(0);
    await calm.context().close();
  });

  it('words an English session’s analysis in Russian when the reader switches, leaving the conversation as it was said', async () => {
    const { page } = await open('en', `/history/${learners.en.sessionId}`);
    const feedback = page.locator('.feedback-card p').first();
    await feedback.waitFor();
    expect(await feedback.textContent()).to.match(/^You /);
    await page.getByRole('button', { name: 'Русский' }).first().click();
    await page.getByRole('heading', { name: 'Подробный разбор' }).waitFor();
    await page.waitForFunction(() => /[а-яё]/i.test(document.querySelector('.feedback-card p')?.textContent ?? ''));
    for (const text of await page.locator('.feedback-card p, .summary-list li, .message-feedback-item span').allTextContents()) {
      expect(text, 'worded in Russian').to.match(/[а-яё]{3}/i);
    }
    expect(await page.locator('.feedback-card p').first().getAttribute('lang')).to.equal('ru');
    expect(await page.locator('.transcript-user p').allTextContents()).to.deep.equal(LINES);
    expect(await page.locator('.transcript-ai .transcript-speaker').first().textContent(), 'the role in Russian').to.match(/[а-яё]/i);
    // One rule on the whole page (ADR 0014): the character named as met, their role in the reader's
    // language, in the header as in the conversation; the scenario's title as played, in the tab too.
    const [, name, role] = (await page.locator('.results-header .muted').innerText()).match(/собеседник: ([^,]+), (.+)$/)!;
    expect(await page.locator('.transcript-ai .transcript-speaker').allTextContents()).to.include(`${name} · ${role}`);
    expect(await page.title()).to.equal(`Подробности сессии — ${await page.locator('h1').innerText()} · Rapport`);
    await screenshot(page, 'history-en-session', 'ru', false);
    await page.context().close();
  });

  it('puts the focus on the results\' heading after "Try again" on a failed load, not on <body>', async () => {
    const id = learners.ru.sessionId;
    const results = new RegExp(`/api/results/${id}(\\?|$)`);
    const page = await (await newContext(browser, 'ru')).newPage();
    await page.route(results, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${server.url}/login?redirect=${encodeURIComponent(`/results/${id}`)}`);
    await logIn(page, learners.ru.email, PASSWORD, LOGIN.ru);
    await page.getByRole('button', { name: 'Повторить', exact: true }).waitFor();
    await page.unroute(results);
    await page.getByRole('button', { name: 'Повторить', exact: true }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1 });
    await page.locator('.results-header h1').waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.closest('.results-header') !== null)).to.equal(true);
    expect(await heading.count()).to.equal(1);
    await page.context().close();
  });

  it('lays the radar and the five skill cards out in full rows at every width', async () => {
    const { page } = await open('en', `/results/${learners.en.sessionId}`);
    await page.locator('.feedback-card').first().waitFor();
    for (const width of [1280, 1100, 900, 700, 500, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await page.locator('.skill-grid > *').evaluateAll((tiles) => {
        const tops = new Map<number, number>();
        for (const tile of tiles) {
          const top = Math.round(tile.getBoundingClientRect().top);
          tops.set(top, (tops.get(top) ?? 0) + 1);
        }
        return [...tops.values()];
      });
      expect(new Set(rows).size, `${width} px: tiles per row ${rows.join(', ')}`).to.equal(1);
      if (width >= 1100) expect(rows[0]).to.equal(3);
    }
    await page.context().close();
  });
});

describe('web client: an analysis that is running, and one that failed for good (e2e, with a fake language model)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let ai: FakeOpenAi;
  let browser: Browser;

  before(async () => {
    ai = await startFakeOpenAi();
    // An attempt that hears nothing for 4 s fails; the queue tries once more a second later.
    server = await startAppServer({
      OPENAI_BASE_URL: ai.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '4000', AI_BREAKER_FAILURE_THRESHOLD: '50',
      ANALYSIS_ATTEMPTS: '2', ANALYSIS_RETRY_DELAY_SECONDS: '1',
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await ai?.stop();
  });

  /** A learner signed in on the results of their session, which ended with the analysis replies given. */
  async function resultsOf(analysis: Parameters<FakeOpenAi['reply']>, wait?: 'analysis-failed') {
    const post = async (path: string, body: unknown, token?: string) => (await fetch(server.url + path, {
      method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
    })).json();
    const email = `llm-${Date.now()}@example.com`;
    const { token } = await post('/api/auth/register', { email, password: PASSWORD, locale: 'en', rememberMe: true });
    const [scenario] = await (await fetch(`${server.url}/api/scenario`)).json();
    const { sessionId } = await post('/api/sessions', { scenarioId: scenario.id, coachEnabled: false, locale: 'en' }, token);
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    ai.reply({ chunks: ['I hear you.'] }, ...analysis);
    await talkAndEnd(hub, sessionId, [LINES[0]]);
    if (wait) await hub.waitFor(wait, (d) => d.sessionId === sessionId, 30_000);
    await hub.close();
    const page = await (await newContext(browser, 'en')).newPage();
    const asked: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/results/${sessionId}`) asked.push(Date.now());
    });
    await page.goto(`${server.url}/results/${sessionId}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, email, PASSWORD, LOGIN.en);
    await page.waitForURL((url) => url.pathname === `/results/${sessionId}`);
    return { page, asked };
  }

  it('says a failed analysis failed, with no spinner and no endless asking', async () => {
    const { page, asked } = await resultsOf([{ chunks: ['not json'] }, { chunks: ['not json'] }, { chunks: ['nope'] }, { chunks: ['nope'] }], 'analysis-failed');
    await page.getByRole('heading', { name: "We couldn't analyse this session" }).waitFor();
    await page.getByText('The failure has been recorded, and an administrator can run the analysis again', { exact: false }).waitFor();
    expect(await page.locator('.spinner').count()).to.equal(0);
    await screenshot(page, 'results-failed', 'en', false);
    await page.waitForTimeout(4000);
    expect(asked).to.have.length(1);
    // The dashboard keeps it in the history, marked, and leads back to it.
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Analysis failed').waitFor();
    await history.getByRole('link').first().click();
    await page.getByRole('heading', { name: "We couldn't analyse this session" }).waitFor();
    await page.context().close();
  });

  it('keeps asking while the analysis runs, with the SPEC text, and shows the results when they arrive', async () => {
    const { page, asked } = await resultsOf([{ hang: true }, { chunks: [analysisReply(7)] }]);
    await page.getByText('Results not found. The analysis may still be in progress.').waitFor();
    // Asked from the keyboard: when the results replace the notice, the focus goes to their title
    // (not to <body>, where a screen reader would say nothing of what arrived).
    await page.getByRole('button', { name: 'Check now' }).focus();
    await page.keyboard.press('Enter');
    await screenshot(page, 'results-pending', 'en', false);
    await page.getByRole('heading', { name: 'Overall score' }).waitFor({ timeout: 40_000 });
    await page.waitForFunction(() => document.activeElement?.matches('.results-header h1'));
    expect(asked.length).to.be.at.least(2);
    expect(await page.locator('.feedback-card p').first().textContent()).to.equal('Scored 7 for a reason the model gave.');
    await page.context().close();
  });
});
