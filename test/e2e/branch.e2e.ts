import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, MOBILE, newContext, screenshot } from './browser.ts';

/** "Try this moment again" (R2.12): retry a moment from an improvement item, answer again, and compare. */
const PASSWORD = 'practice makes calm 42';
const LINES = {
  en: ["I'm sorry this happened — I can hear how frustrating it is.", 'Calm down, it is not a big deal.', 'I will refund the shipping today and call you on Friday.'],
  ru: ['Понимаю, как это неприятно. Что именно случилось?', 'Успокойтесь, это не так важно.', 'Я верну деньги за доставку сегодня и позвоню вам в пятницу.'],
};
const BETTER = {
  en: "I'm really sorry about that — I understand. I will refund the shipping today and call you on Friday with a new date.",
  ru: 'Мне очень жаль, я понимаю. Я верну деньги за доставку сегодня и позвоню вам в пятницу с новой датой.',
};
const TEXT = {
  en: { retry: 'Try this moment again', dialog: 'Try this moment again?', confirm: 'Start the new session', input: 'Your message', end: 'End session',
    endTitle: 'End this session?', section: 'You tried this moment again', first: 'Your first answer', again: 'Your new answer' },
  ru: { retry: 'Повторить этот момент', dialog: 'Повторить этот момент?', confirm: 'Начать новую сессию', input: 'Ваше сообщение', end: 'Завершить сессию',
    endTitle: 'Завершить сессию?', section: 'Вы повторили этот момент', first: 'Ваш первый ответ', again: 'Ваш новый ответ' },
};

describe('web client: try this moment again (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  let scenarioId: number;
  const api = (path: string, body?: unknown, token?: string) => apiOf(server.url)(path, body, token);

  /**
   * A learner with one session talked through and analysed; the rude line's number, as the analysis
   * numbers it (`rude`), and which of the learner's messages it is, as the page says (`answer`).
   */
  async function analysedLearner(lang: Lang, coachEnabled = false) {
    const email = `branch-${lang}-${Date.now()}@example.com`;
    const { token } = await api('/api/auth/register', { email, password: PASSWORD, locale: lang, rememberMe: true });
    const { sessionId } = await api('/api/sessions', { scenarioId, coachEnabled, locale: lang }, token);
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, LINES[lang]);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
    await hub.close();
    const { conversationHistory } = await api(`/api/results/${sessionId}`, undefined, token);
    const lines = conversationHistory as { content: string; role: string }[];
    const rude = lines.findIndex((l) => l.content === LINES[lang][1]) + 1;
    const answer = lines.slice(0, rude).filter((l) => l.role === 'user').length;
    expect(answer, 'the second of the learner\'s lines').to.equal(2);
    return { email, token, sessionId, rude, answer };
  }

  async function signedIn(lang: Lang, email: string, path: string): Promise<Page> {
    const page = await (await newContext(browser, lang)).newPage();
    await page.goto(server.url + path);
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, email, PASSWORD, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === path);
    return page;
  }

  /** The comparison: both answers side by side, and a signed, worded change for overall and each skill. */
  async function expectComparison(page: Page, lang: Lang) {
    const t = TEXT[lang];
    const section = page.getByRole('region', { name: t.section });
    await section.waitFor({ timeout: 60_000 });
    expect(await section.locator('blockquote').filter({ hasText: t.first }).textContent()).to.contain(LINES[lang][1]);
    expect(await section.locator('blockquote').filter({ hasText: t.again }).textContent()).to.contain(BETTER[lang]);
    const changes = await section.locator('.branch-delta').allTextContents();
    expect(changes).to.have.length(6);
    const decimal = lang === 'ru' ? ',' : '\\.';
    for (const change of changes) expect(change).to.match(new RegExp(`^(\\+\\d+(${decimal}\\d)?|−\\d+(${decimal}\\d)?|0) \\p{L}`, 'u'));
    return section;
  }

  before(async () => {
    server = await startAppServer({ OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20' });
    browser = await launchBrowser();
    [{ id: scenarioId }] = await api('/api/scenario');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('retries the rude moment from its improvement item, answers again, and shows the two answers with the deltas (en, 375 px)', async () => {
    const t = TEXT.en;
    const learner = await analysedLearner('en');
    const page = await signedIn('en', learner.email, `/history/${learner.sessionId}`);
    const item = page.locator('.message-feedback-item').filter({ hasText: LINES.en[1] });
    expect(await item.locator('.message-feedback-number').textContent()).to.equal(`Your message ${learner.answer}`);
    const retry = page.getByRole('button', { name: `Try this moment again (your message ${learner.answer})` });
    await item.getByRole('button').waitFor();
    // One way to retry a moment: the transcript does not repeat the improvement item's button.
    expect(await retry.count()).to.equal(1);
    expect(await page.locator('.transcript-user').filter({ hasText: LINES.en[1] }).getByRole('button').count()).to.equal(0);
    await item.getByRole('button', { name: `Try this moment again (your message ${learner.answer})` }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByText(`starts from just before your message ${learner.answer}:`).waitFor();
    expect(await dialog.getByText('The coach comes along').count(), 'no coach in the first session, none in the retry').to.equal(0);
    await dialog.getByText(/counts toward your monthly practice sessions: 1[0-9] sessions left/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await page.waitForURL((url) => /^\/simulation\/\d+$/.test(url.pathname) && url.pathname !== `/simulation/${learner.sessionId}`);
    const branchId = Number(new URL(page.url()).pathname.split('/').at(-1));

    // The conversation up to the moment is there; the rude line is not.
    await page.locator('.sim-line-user').filter({ hasText: LINES.en[0] }).waitFor();
    expect(await page.locator('.sim-line-user').filter({ hasText: LINES.en[1] }).count()).to.equal(0);
    // The copied lines were said in the first session: ending before a new answer offers only to keep or discard.
    await page.getByRole('button', { name: t.end, exact: true }).click();
    const nothingYet = page.getByRole('dialog').filter({ hasText: "You haven't written anything in this session" });
    await nothingYet.getByRole('button', { name: 'Keep practising' }).click();
    await nothingYet.waitFor({ state: 'detached' });
    const input = page.getByLabel(t.input, { exact: true });
    await input.fill(BETTER.en);
    await input.press('Enter');
    await page.locator('.sim-line-user').filter({ hasText: BETTER.en }).waitFor();
    await page.waitForFunction(() => !document.querySelector('#sim-input[readonly]'));
    await page.getByRole('button', { name: t.end, exact: true }).click();
    await page.getByRole('dialog', { name: t.endTitle }).getByRole('button', { name: t.end, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/results/${branchId}`, { timeout: 60_000 });

    const section = await expectComparison(page, 'en');
    await section.getByRole('link', { name: "See the first session's results" }).waitFor();
    await screenshot(page, 'branch', 'en', false);
    await expectAccessible(page);
    await page.setViewportSize(MOBILE);
    // Stacked on a phone: the new answer below the first, and nothing wider than the screen.
    const [first, again] = await Promise.all([0, 1].map((i) => section.locator('.branch-answers blockquote').nth(i).boundingBox()));
    expect(again!.y).to.be.greaterThan(first!.y + first!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(MOBILE.width);
    await screenshot(page, 'branch', 'en', true);
    await expectAccessible(page);
  });

  it('shows a retry’s comparison in Russian', async () => {
    const learner = await analysedLearner('ru');
    const { sessionId } = await api(`/api/sessions/${learner.sessionId}/branch`, { fromMessageNumber: learner.rude }, learner.token);
    const hub = await TestHubClient.connect(server.url, learner.token);
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, [BETTER.ru]);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
    await hub.close();
    const page = await signedIn('ru', learner.email, `/results/${sessionId}`);
    await expectComparison(page, 'ru');
    await screenshot(page, 'branch', 'ru', false);
    await expectAccessible(page);
  });

  it('says at once, with the renewal date, that a learner who has used the month cannot try a moment again', async () => {
    const learner = await analysedLearner('en');
    // The month's other 19 sessions, started and left open: the allowance is spent.
    for (let i = 0; i < 19; i++) await api('/api/sessions', { scenarioId, coachEnabled: false, locale: 'en' }, learner.token);
    const page = await signedIn('en', learner.email, `/results/${learner.sessionId}`);
    await page.getByRole('button', { name: `Try this moment again (your message ${learner.answer})` }).first().click();
    const dialog = page.getByRole('dialog', { name: TEXT.en.dialog });
    await dialog.getByText(/You've used all your practice sessions for this month.*New sessions arrive on \w+ \d{1,2}, \d{4}\./).waitFor();
    expect(await dialog.getByRole('button', { name: TEXT.en.confirm }).count(), 'no Start to press and be refused').to.equal(0);
    await expectAccessible(page);
  });

  it('says a retry of a session with the coach spends a coach session too, and starts it without the coach when asked (ru, 375 px)', async () => {
    const learner = await analysedLearner('ru', true);
    const usage = () => api('/api/dashboard/usage', undefined, learner.token) as Promise<{ coachSessionCount: number }>;
    expect((await usage()).coachSessionCount).to.equal(1);
    const page = await (await newContext(browser, 'ru', true)).newPage();
    await page.goto(`${server.url}/results/${learner.sessionId}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, learner.email, PASSWORD, LOGIN.ru);
    await page.waitForURL((url) => url.pathname === `/results/${learner.sessionId}`);
    await page.getByRole('button', { name: `Повторить этот момент (ваше сообщение ${learner.answer})` }).first().click();
    const dialog = page.getByRole('dialog', { name: TEXT.ru.dialog });
    await dialog.getByText('Коуч снова будет с вами, как в первой сессии, и это засчитается в сессии с коучем: в этом месяце осталась 1.').waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(MOBILE.width);
    await screenshot(page, 'branch-coach-dialog', 'ru', true, false);
    await dialog.getByRole('button', { name: 'Начать без коуча' }).click();
    await page.waitForURL((url) => /^\/simulation\/\d+$/.test(url.pathname) && url.pathname !== `/simulation/${learner.sessionId}`);
    const branchId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const hub = await TestHubClient.connect(server.url, learner.token);
    try {
      await hub.invoke('JoinSession', branchId);
      const started = await hub.waitFor('session-started', (d) => d.sessionId === branchId);
      expect(started.isCoachModeEnabled).to.equal(false);
    } finally {
      await hub.close();
    }
    expect((await usage()).coachSessionCount, 'no coach session spent').to.equal(1);
  });
});
