import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const TEXT = {
  en: { skills: 'Your skills', overall: 'Overall score', history: 'History', averages: 'Average scores', achievements: 'Achievements',
    top: 'Top scenarios', messages: 'Message-by-message feedback', back: 'Back to your dashboard', locked: /Show \d+ locked achievements/, end: 'End session',
    skillNames: ['Empathy', 'Clarity', 'Problem solving', 'Composure', 'Active listening'] },
  ru: { skills: 'Ваши навыки', overall: 'Общая оценка', history: 'История', averages: 'Средние оценки', achievements: 'Достижения',
    top: 'Популярные сценарии', messages: 'Разбор по сообщениям', back: 'Назад на главную', locked: /Показать \d+ закрыт/, end: 'Завершить сессию',
    skillNames: ['Эмпатия', 'Ясность', 'Решение проблем', 'Самообладание', 'Активное слушание'] },
};
const LINES = {
  en: ["I'm sorry this happened — I can hear how frustrating it is.", 'Calm down, it is not a big deal.', 'I will refund the shipping today and call you on Friday.'],
  ru: ['Понимаю, как это неприятно. Что именно случилось?', 'Успокойтесь, это не так важно.', 'Я верну деньги за доставку сегодня и позвоню вам в пятницу.'],
};

describe('web client: results, session detail and the dashboard (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  let scenario: { id: number; name: string; name_ru: string };
  const users = {} as Record<Lang, { email: string; token: string; sessionId: number }>;

  const api = (path: string, body?: unknown, token?: string) => apiOf(server.url)(path, body, token);

  /** A learner with one session talked through and analysed over the hub. */
  async function analysedLearner(lang: Lang) {
    const email = `results-${lang}-${Date.now()}@example.com`;
    const { token } = await api('/api/auth/register', { email, password: PASSWORD, locale: lang, rememberMe: true });
    const { sessionId } = await api('/api/sessions', { scenarioId: scenario.id, coachEnabled: false, locale: lang }, token);
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, LINES[lang]);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
    await hub.close();
    return { email, token, sessionId };
  }

  async function signedIn(lang: Lang, path: string, mobile = false): Promise<Page> {
    const context = await newContext(browser, lang, mobile);
    const page = await context.newPage();
    // Home is public (a visitor sees the landing page): sign in from /login, which lands on Home.
    await page.goto(server.url + (path === '/' ? '/login' : path));
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, users[lang].email, PASSWORD, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === path);
    return page;
  }

  before(async () => {
    server = await startAppServer({ OFFLINE_TYPING_DELAY_MS: '0' });
    browser = await launchBrowser();
    [scenario] = await api('/api/scenario');
    for (const lang of ['en', 'ru'] as const) users[lang] = await analysedLearner(lang);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const lang of ['en', 'ru'] as const) {
    for (const mobile of [false, true]) {
      it(`shows the results with a radar, feedback and the new achievement (${lang}${mobile ? ', 375 px' : ''})`, async () => {
        const t = TEXT[lang];
        const page = await signedIn(lang, `/results/${users[lang].sessionId}`, mobile);
        await page.getByRole('heading', { level: 1, name: lang === 'ru' ? scenario.name_ru : scenario.name }).waitFor();
        await page.locator('.skills-radar svg').first().waitFor();
        expect(await page.locator('.skills-radar').getAttribute('aria-label')).to.match(lang === 'ru' ? /Эмпатия \d/ : /Empathy \d/);
        await page.getByRole('heading', { name: t.overall }).waitFor();
        // A screen reader hears the score's band once: the ring says it, the word under it is for the eye.
        const band = (await page.locator('.results-band').textContent())!;
        const heard = await page.locator('.results-overall').ariaSnapshot();
        expect(heard.split(band).length - 1, heard).to.equal(1);
        // One feedback card per skill, in the radar's order, each with a score out of 10 and a sentence.
        const cards = page.locator('.feedback-card');
        await cards.first().waitFor();
        expect(await cards.locator('h3').allTextContents()).to.deep.equal(t.skillNames);
        const scores = await cards.locator('.feedback-score').allTextContents();
        expect(scores).to.have.length(5);
        // As the reader writes numbers: 7.5 in English, «7,5» in Russian.
        const outOfTen = lang === 'ru' ? /^\d+(,\d)?\/10$/ : /^\d+(\.\d)?\/10$/;
        expect(scores.filter((score) => !outOfTen.test(score)), 'scores not shown as n/10').to.deep.equal([]);
        const sentences = (await cards.locator(':scope > p').allTextContents()).map((p) => p.trim());
        expect(sentences).to.have.length(5);
        expect(sentences.filter((p) => p.length < 10), 'feedback without a sentence').to.deep.equal([]);
        expect(await page.locator('.new-achievements .achievement').count()).to.be.at.least(1);
        expect(await page.locator('.transcript-user').count()).to.equal(3);
        // A better way to say it, on the learner's own message, the moment the session has ended.
        await page.getByRole('heading', { name: t.messages }).waitFor();
        await page.locator('.message-feedback .quote-user').filter({ hasText: LINES[lang][1] }).waitFor();
        // The character the learner talked to, by the name they saw (never a persona archetype's label).
        const character = await page.locator('.transcript-ai .transcript-speaker').first().textContent();
        expect(await page.locator('.results-header').textContent()).to.contain(character!.split(' · ')[0]);
        // Score and summary come before everything else below the title, on a phone too.
        const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y;
        const [overall, summary, earned, radar] = await Promise.all(['.results-overall', '.results-summary', '.new-achievements', '.results-radar'].map(top));
        expect(overall).to.be.below(earned);
        expect(summary).to.be.below(earned);
        expect(earned).to.be.below(radar);
        expect(overall, 'the score is on the first screen').to.be.below(mobile ? 560 : 520);
        // No text in the score and summary cards runs into their padding (or past it, where the card clips it).
        const clipped = await page.locator('.results-overview .results-card').evaluateAll((cards) => cards.flatMap((card) => {
          const style = getComputedStyle(card);
          const edge = card.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
          const range = document.createRange();
          return [...card.querySelectorAll('h2, h3, p, li')].filter((e) => {
            range.selectNodeContents(e);
            return range.getBoundingClientRect().right > edge + 0.5;
          }).map((e) => e.textContent);
        }));
        expect(clipped, 'text cut off').to.deep.equal([]);
        if (mobile) {
          const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 376).slice(0, 3).map((e) => `${e.tagName}.${e.className}`));
          expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join(', ')).to.be.at.most(375);
        }
        await page.waitForTimeout(3200); // let the 3 s fireworks finish before the picture
        await screenshot(page, 'results', lang, mobile);
        await expectAccessible(page);
        await page.context().close();
      });
    }

    it(`shows the dashboard and the session detail with message-by-message feedback (${lang})`, async () => {
      const t = TEXT[lang];
      const page = await signedIn(lang, '/');
      const history = page.getByRole('region', { name: t.history });
      await history.locator(`a[href="/history/${users[lang].sessionId}"]`).waitFor();
      await page.getByRole('region', { name: t.averages }).locator('.skills-radar svg').first().waitFor();
      const achievements = page.getByRole('region', { name: t.achievements });
      await achievements.locator('.achievement').first().waitFor();
      await page.getByRole('region', { name: t.top }).locator('.top-item').first().waitFor();
      await screenshot(page, 'dashboard', lang, false);
      await expectAccessible(page);
      await achievements.getByRole('button', { name: t.locked }).click();
      expect(await achievements.getByRole('progressbar').count()).to.be.at.least(10);

      await history.locator(`a[href="/history/${users[lang].sessionId}"]`).click();
      await page.waitForURL((url) => url.pathname === `/history/${users[lang].sessionId}`);
      await page.getByRole('heading', { name: t.messages }).waitFor();
      // The dismissive line is the one the feedback picks on, quoted.
      await page.locator('.message-feedback .quote-user').filter({ hasText: LINES[lang][1] }).waitFor();
      await screenshot(page, 'history', lang, false);
      await expectAccessible(page);
      await page.getByRole('link', { name: t.back }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.context().close();
    });
  }

  it('shows the dashboard at 375 px without horizontal scrolling (en)', async () => {
    const page = await signedIn('en', '/', true);
    await page.getByRole('region', { name: TEXT.en.history }).locator('.dash-list-link').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await screenshot(page, 'dashboard', 'en', true);
    await expectAccessible(page);
    await page.context().close();
  });
});
