import { expect } from 'chai';
import type { Browser, Locator, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';
import { join } from 'node:path';
import { apiOf, DESKTOP, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext, screenshot, SCREENSHOTS_DIR } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const TEXT = {
  en: { card: 'Your progress', report: 'Printable report', bests: 'Personal bests', movers: 'Moved most by', current: 'Current streak',
    day: '1 day', empty: /Finish a session to start your progress/, start: 'Choose a scenario', print: 'Print or save as PDF', reportTitle: 'Progress report', table: 'Show the figures as a table', overall: 'Overall',
    lastColumn: 'Active listening', scrollHint: /Scroll the table sideways/, oneWeek: /Practise again next week/, decimal: '.',
    averages: 'Average scores', radarSeries: 'Your averages',
    footnote: 'Scores are out of 10. Weeks start on Monday at 00:00 UTC; dates and the streak follow your own time zone.' },
  ru: { card: 'Ваш прогресс', report: 'Отчёт для печати', bests: 'Личные рекорды', movers: 'Больше всего помогли', current: 'Текущая серия',
    day: '1 день', empty: /Завершите сессию, чтобы начать/, start: 'Выбрать сценарий', print: 'Распечатать или сохранить в PDF', reportTitle: 'Отчёт о прогрессе', table: 'Показать данные таблицей', overall: 'Общая',
    lastColumn: 'Активное слушание', scrollHint: /Прокрутите таблицу вбок/, oneWeek: /Потренируйтесь и на следующей неделе/, decimal: ',',
    averages: 'Средние оценки', radarSeries: 'Ваши средние оценки',
    footnote: 'Оценки по шкале из 10. Недели начинаются в понедельник в 00:00 по UTC; даты и серия дней считаются по вашему часовому поясу.' },
};
// A poor first try, then a good one, in the same scenario: the second raises the skills, so the scenario "moved" them.
const LINES = {
  en: [['Calm down, it is not a big deal.'], ["I'm sorry this happened — I can hear how frustrating it is. What exactly happened?", 'I will refund the shipping today and call you on Friday.']],
  ru: [['Успокойтесь, это не так важно.'], ['Понимаю, как это неприятно. Что именно случилось?', 'Я верну деньги за доставку сегодня и позвоню вам в пятницу.']],
};

describe('web client: progress over time and the printable report (e2e)', function () {
  this.timeout(240_000);
  let server: AppServer;
  let browser: Browser;
  let scenario: { id: number; name: string; name_ru: string };
  const users = {} as Record<Lang, { email: string; token: string }>;
  const api = (path: string, body?: unknown, token?: string) => apiOf(server.url)(path, body, token);

  async function play(token: string, lang: Lang, lines: string[]) {
    const { sessionId } = await api('/api/sessions', { scenarioId: scenario.id, coachEnabled: false, locale: lang }, token);
    const hub = await TestHubClient.connect(server.url, token);
    await hub.invoke('JoinSession', sessionId);
    await talkAndEnd(hub, sessionId, lines);
    await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
    await hub.close();
  }

  async function signedIn(lang: Lang, mobile: boolean, email = users[lang].email): Promise<Page> {
    const page = await (await newContext(browser, lang, mobile)).newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, email, PASSWORD, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  }

  before(async () => {
    server = await startAppServer({ OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20' });
    browser = await launchBrowser();
    [scenario] = await api('/api/scenario');
    for (const lang of ['en', 'ru'] as const) {
      const email = `progress-${lang}-${Date.now()}@example.com`;
      const { token } = await api('/api/auth/register', { email, password: PASSWORD, locale: lang, rememberMe: true });
      for (const lines of LINES[lang]) await play(token, lang, lines);
      users[lang] = { email, token };
    }
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`shows the trend, bests, streak and movers on the dashboard, and a report that prints without the app around it (${lang})`, async () => {
      const t = TEXT[lang];
      const progress = await (await fetch(`${server.url}/api/results/progress`, { headers: { authorization: `Bearer ${users[lang].token}` } })).json();
      expect(Object.values(progress.movers).some(Boolean), 'the second session raised a skill').to.equal(true);
      for (const mobile of [false, true]) {
        const page = await signedIn(lang, mobile);
        const card = page.getByRole('region', { name: t.card });
        await card.locator('.progress-chart svg').first().waitFor();
        // The last week practised: past midnight into a Monday, the newest week is the new, empty one.
        const practised = progress.weeks.filter((w: { sessions: number }) => w.sessions > 0).at(-1);
        expect(await card.locator('.progress-chart').getAttribute('aria-label')).to.include(String(practised.overall).replace('.', t.decimal));
        // Every measure is named in full, inside the card: on a phone a list that wraps, not one row paged "1/4" (audit F11).
        const legend = await card.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const items = [...el.querySelectorAll('.progress-legend li')].map((li) => li.getBoundingClientRect());
          const paged = [...el.querySelectorAll('.progress-chart svg text')].some((text) => /^\d+\/\d+$/.test(text.textContent?.trim() ?? ''));
          return { items: items.length, inside: items.every((r) => r.left >= box.left && r.right <= box.right), paged };
        });
        expect(legend.paged, 'a paged legend').to.equal(false);
        if (mobile) expect(legend).to.deep.include({ items: 6, inside: true });
        // The average's "8.7 /10" stays inside the ring's inner circle (audit F12: it ran into the ring).
        const worst = await page.locator('.averages-overall .score-circle-inner').evaluate((inner) => {
          const circle = inner.getBoundingClientRect();
          const r = circle.width / 2;
          const range = document.createRange();
          return Math.max(...[...inner.children].flatMap((child) => {
            range.selectNodeContents(child);
            const b = range.getBoundingClientRect();
            return [[b.left, b.top], [b.right, b.top], [b.left, b.bottom], [b.right, b.bottom]].map(([x, y]) => Math.hypot(x! - circle.left - r, y! - circle.top - r) / r);
          }));
        });
        expect(worst, 'farthest corner of the score text, in radii of the inner circle').to.be.at.most(1);
        // Both sessions fall in one week (unless a Monday came between them): dots, not lines yet, and the card says when the lines come.
        const weeksPractised = progress.weeks.filter((w: { sessions: number }) => w.sessions > 0).length;
        expect(await card.getByText(t.oneWeek).count()).to.equal(weeksPractised === 1 ? 1 : 0);
        await card.getByRole('heading', { name: t.bests }).waitFor();
        await card.getByRole('heading', { name: t.movers }).waitFor();
        expect(await card.locator('.progress-streak').innerText()).to.include(t.current).and.include(t.day);
        // Bests link to that session's results; the scenario is named in the reader's language.
        const name = lang === 'ru' ? scenario.name_ru : scenario.name;
        await card.getByRole('link', { name }).first().waitFor();
        expect(await card.locator('.progress-block').nth(1).innerText()).to.include(name);
        // A Russian date keeps "г." on the year's line (a no-break space before it), in the bests and everywhere else.
        const bestsText = await card.locator('.progress-block').first().innerText();
        if (lang === 'ru') expect(bestsText).to.match(/\d{4}\u00a0г\./).and.not.match(/\d{4}[ \n]г\./);
        await card.locator('.progress-columns').screenshot({ path: join(SCREENSHOTS_DIR, `progress-bests-${lang}${mobile ? '-mobile' : ''}.png`) });
        await card.getByText(t.table).click();
        expect(await card.locator('.progress-table tbody tr').count()).to.equal(12);
        await expectTableReadable(page, lang, mobile);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(page.viewportSize()!.width);
        await expectAccessible(page);
        await screenshot(page, 'progress-dashboard', lang, mobile);

        await card.getByRole('link', { name: t.report }).click();
        await page.waitForURL((url) => url.pathname === '/progress/report');
        await page.getByRole('heading', { level: 1, name: t.reportTitle }).waitFor();
        await page.locator('.progress-chart svg').first().waitFor();
        expect(await page.locator('.report-learner').innerText()).to.include(users[lang].email);
        await expectAccessible(page);
        await screenshot(page, 'progress-report', lang, mobile);
        if (!mobile) {
          const print = page.getByRole('button', { name: t.print });
          expect(await print.isVisible()).to.equal(true);
          await page.emulateMedia({ media: 'print' });
          expect(await print.isVisible()).to.equal(false);
          expect(await page.locator('.navbar').isVisible()).to.equal(false);
          expect(await page.locator('.progress-chart svg').first().isVisible()).to.equal(true);
          await screenshot(page, 'progress-report-print', lang, mobile);
          // What "Save as PDF" makes: one A4 sheet.
          const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, path: join(SCREENSHOTS_DIR, `progress-report-${lang}.pdf`) });
          expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g), 'pages').to.have.length(1);
          // A4 from the report's named @page (595 × 842 pt), not the browser's default Letter.
          expect(pdf.toString('latin1')).to.match(/\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
        }
        await page.context().close();
      }

      // Before the first analysed session: what will appear, and no report link. The one invitation to
      // practise is the Average scores card's, above it, as empty as it is.
      const email = `progress-new-${lang}-${Date.now()}@example.com`;
      await api('/api/auth/register', { email, password: PASSWORD, locale: lang, rememberMe: true });
      const page = await signedIn(lang, true, email);
      const card = page.getByRole('region', { name: t.card });
      await card.getByText(t.empty).waitFor();
      expect(await card.getByRole('link').count()).to.equal(0);
      const start = page.locator('main').getByRole('link', { name: t.start });
      expect(await start.count(), 'one "Choose a scenario" on the dashboard').to.equal(1);
      expect(await start.getAttribute('href')).to.equal('/scenarios');
      await page.context().close();
    });
  }

  /**
   * The figures' table shows every column: at desktop widths it fits its card (headings wrap), with
   * no hint; narrower, it may scroll inside the card, and then a visible hint says so and describes it.
   */
  async function expectTableReadable(page: Page, lang: Lang, mobile: boolean) {
    const t = TEXT[lang];
    const card = page.getByRole('region', { name: t.card });
    const scroller = card.locator('.progress-table-scroll');
    const hint = card.getByText(t.scrollHint);
    const widths = mobile ? [page.viewportSize()!.width] : [1366, 1280, 1024];
    for (const width of widths) {
      if (!mobile) await page.setViewportSize({ width, height: 768 });
      const fit = await scroller.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const last = el.querySelector('thead th:last-child')!.getBoundingClientRect();
        return { scroll: el.scrollWidth, width: el.clientWidth, lastInside: last.right <= box.right + 0.5 };
      });
      expect(await card.locator('.progress-table thead th').last().innerText()).to.equal(t.lastColumn);
      // From 1280 px (QA's laptop: 702 px of card) the whole table fits its card, in both languages.
      if (width >= 1280) {
        expect(fit, `the table at ${width} px`).to.deep.include({ lastInside: true });
        expect(fit.scroll, `table width at ${width} px`).to.be.at.most(fit.width);
      }
      // Narrower, it may scroll inside the card: then, and only then, a visible hint says so and describes it.
      if (fit.scroll > fit.width) {
        await hint.waitFor();
        expect(await scroller.getAttribute('aria-describedby')).to.equal(await hint.getAttribute('id'));
      } else {
        await hint.waitFor({ state: 'detached' });
        expect(await scroller.getAttribute('aria-describedby')).to.equal(null);
      }
      await card.locator('.progress-numbers').screenshot({ path: join(SCREENSHOTS_DIR, `progress-table-${lang}-${width}.png`) });
    }
    if (!mobile) await page.setViewportSize(DESKTOP);
  }

  /** What a chart's tooltip says with the pointer at (x, y) px in the chart's box; a negative x counts from its right edge. */
  async function tooltipAt(page: Page, chart: Locator, x: number, y: number): Promise<string> {
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + (x < 0 ? box.width + x : x), box.y + y);
    const tip = await page.waitForFunction((el) => {
      const shown = [...el.querySelectorAll('div')].find((d) => d.style.zIndex === '9999999' && d.style.display !== 'none' && d.innerText.trim());
      return shown?.innerText ?? false;
    }, await chart.elementHandle());
    const text = await tip.jsonValue() as string;
    await page.mouse.move(0, 0);
    return text;
  }

  for (const lang of ['en', 'ru'] as const) {
    it(`heads the dashboard radar's tooltip with what it shows, the learner's averages, not "this session" (${lang})`, async () => {
      const page = await signedIn(lang, false);
      const radar = page.getByRole('region', { name: TEXT[lang].averages }).locator('.skills-radar');
      await radar.locator('svg').first().waitFor();
      // The middle of the radar is inside the scores' shape: the tooltip names the series.
      const box = (await radar.boundingBox())!;
      const tip = await tooltipAt(page, radar, box.width / 2, box.height / 2);
      expect(tip.split('\n')[0]).to.equal(TEXT[lang].radarSeries);
      await page.context().close();
    });
    it(`writes the charts' tooltips as the page writes numbers, with "—" for a week without sessions (${lang})`, async () => {
      const t = TEXT[lang];
      const page = await signedIn(lang, false);
      const progress = await (await fetch(`${server.url}/api/results/progress`, { headers: { authorization: `Bearer ${users[lang].token}` } })).json();
      const chart = page.getByRole('region', { name: t.card }).locator('.progress-chart');
      await chart.locator('svg').first().waitFor();
      const weeks = progress.weeks as { sessions: number; overall: number | null }[];
      const practised = weeks.findLastIndex((w) => w.sessions > 0);
      const box = (await chart.boundingBox())!;
      // The y axis's labels and the grid's 16 px on the right: 12 weeks share what is between.
      const band = (box.width - 40) / weeks.length;
      const pointAt = (week: number) => 32 + band * (week + 0.5);
      const written = (score: number) => String(Math.round(score * 10) / 10).replace('.', t.decimal);
      const shown = await tooltipAt(page, chart, pointAt(practised), 100);
      expect(shown).to.include(`${t.overall}`).and.include(written(weeks[practised]!.overall!));
      expect(shown, 'the other language\'s decimal mark').not.to.match(lang === 'ru' ? /\d\.\d/ : /\d,\d/);
      const empty = await tooltipAt(page, chart, pointAt(weeks.findIndex((w) => w.sessions === 0)), 100);
      expect(empty.match(/—/g), 'a dash for each of the six measures').to.have.length(6);
      expect(empty).not.to.match(/(^|\s)-(\s|$)/);
      const radar = page.getByRole('region', { name: t.averages }).locator('.skills-radar');
      const radarBox = (await radar.boundingBox())!;
      const averages = await tooltipAt(page, radar, radarBox.width / 2, radarBox.height / 2);
      expect(averages, 'the other language\'s decimal mark').not.to.match(lang === 'ru' ? /\d\.\d/ : /\d,\d/);
      expect(await radar.getAttribute('aria-label')).to.include(averages.split('\n').slice(1).find((line) => /\d/.test(line))!.match(/[\d.,]+$/)![0]);
      await page.context().close();
    });

    it(`labels the newest week on the weekly chart at 1280 and 375 px (${lang})`, async () => {
      for (const mobile of [false, true]) {
        const page = await signedIn(lang, mobile);
        if (!mobile) await page.setViewportSize({ width: 1280, height: 800 });
        const card = page.getByRole('region', { name: TEXT[lang].card });
        await card.locator('.progress-chart svg').first().waitFor();
        await page.waitForTimeout(300);
        const newest = (await card.locator('.progress-table tbody th').last().textContent())!;
        const labels = await card.locator('.progress-chart svg text').allTextContents();
        expect(labels, `${mobile ? 375 : 1280} px`).to.include(newest);
        await page.context().close();
      }
    });

    it(`says in the report's footnote which counts are in UTC and which in the learner's zone (${lang})`, async () => {
      const page = await signedIn(lang, true);
      await page.goto(`${server.url}/progress/report`);
      expect(await page.locator('.report-footnote').innerText()).to.equal(TEXT[lang].footnote);
      await page.context().close();
    });
  }

  it('tells the server the zone the browser is in, so the streak counts the learner\'s own days (ADR 0046)', async () => {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Vladivostok' });
    const page = await context.newPage();
    const heartbeat = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/heartbeat' && r.method() === 'POST');
    await page.goto(`${server.url}/login`);
    await logIn(page, users.en.email, PASSWORD, LOGIN.en);
    const request = await heartbeat;
    expect(request.postDataJSON()).to.deep.equal({ timeZone: 'Asia/Vladivostok' });
    expect((await request.response())?.status()).to.equal(204);
    await context.close();
  });

  it('keeps the sessions shown when "Show more" fails, says so, and tries again on request', async () => {
    const email = `progress-more-${Date.now()}@example.com`;
    const { token } = await api('/api/auth/register', { email, password: PASSWORD, locale: 'en', rememberMe: true });
    for (let i = 0; i < 11; i++) await api('/api/sessions', { scenarioId: scenario.id, coachEnabled: false, locale: 'en' }, token);
    const page = await signedIn('en', true, email);
    const card = page.getByRole('region', { name: 'Unfinished sessions' });
    const rows = card.locator('.dash-list li');
    await card.getByRole('button', { name: 'Show more' }).waitFor();
    expect(await rows.count()).to.equal(10);

    const nextPage = '**/api/results/unended?page=2*';
    await page.route(nextPage, (route) => route.abort('connectionrefused'));
    await card.getByRole('button', { name: 'Show more' }).click();
    await card.getByRole('alert').filter({ hasText: 'Could not load more.' }).waitFor();
    expect(await rows.count()).to.equal(10);
    await expectAccessible(page);

    await page.unroute(nextPage);
    await card.getByRole('button', { name: 'Try again' }).click();
    await rows.nth(10).waitFor();
    expect(await card.getByRole('alert').count()).to.equal(0);
    expect(await card.getByRole('button', { name: /Show more|Try again/ }).count()).to.equal(0);
    await page.context().close();
  });

  it('puts the focus on a dashboard card\'s heading after its "Try again", not on <body>', async () => {
    const page = await (await newContext(browser, 'en')).newPage();
    const averages = /\/api\/results\/average-scores(\?|$)/;
    await page.route(averages, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${server.url}/login`);
    await logIn(page, users.en.email, PASSWORD, LOGIN.en);
    const card = page.getByRole('region', { name: TEXT.en.averages });
    await card.getByRole('button', { name: 'Try again' }).waitFor();
    await page.unroute(averages);
    await card.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await card.locator('.skills-radar').waitFor();
    await page.waitForFunction(() => document.activeElement !== document.body);
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('averages-title');
    await page.context().close();
  });
});
