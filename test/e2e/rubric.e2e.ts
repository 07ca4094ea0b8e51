import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';
import { scenarioRecord } from '../support/content.ts';
import { testRubric } from '../support/rubric.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, newContext } from './browser.ts';

const PASSWORD = 'practice makes calm 42';
const TEXT = {
  en: {
    title: 'What good looks like', skill: 'Empathy', generic: 'general rubric', reached: 'Your score reached this line',
    more: ['What 4, 7 and 10 look like for Empathy', 'What 4, 7 and 10 look like for Clarity', 'What 4, 7 and 10 look like for Problem solving',
      'What 4, 7 and 10 look like for Composure', 'What 4, 7 and 10 look like for Active listening'],
    met: /^(What a (4|7|10) looks like in this scenario:|Your score is below 4\. What a 4 looks like in this scenario:)\s*E2E: /,
  },
  ru: {
    title: 'Как выглядит хороший результат', skill: 'Эмпатия', generic: 'общая шкала', reached: 'Ваша оценка достигла этого уровня',
    more: ['Как выглядят 4, 7 и 10 по навыку «Эмпатия»', 'Как выглядят 4, 7 и 10 по навыку «Ясность»', 'Как выглядят 4, 7 и 10 по навыку «Решение проблем»',
      'Как выглядят 4, 7 и 10 по навыку «Самообладание»', 'Как выглядят 4, 7 и 10 по навыку «Активное слушание»'],
    met: /^(Как выглядит (4|7|10) в этом сценарии:|Ваша оценка ниже 4\. Как выглядит 4 в этом сценарии:)\s*E2E: /,
  },
};

describe('web client: the rubric before starting and on the results (e2e, R2.12)', function () {
  this.timeout(180_000);
  const content = mkdtempSync(join(tmpdir(), 'rapport-rubric-content-'));
  const rubric = testRubric('E2E');
  let server: AppServer;
  let browser: Browser;
  const ids = { own: 0, generic: 0 };
  const api = (path: string, body?: unknown, token?: string) => apiOf(server.url)(path, body, token);

  before(async () => {
    // A content folder of its own: the shipped packs' rubrics are being written by others.
    copyFileSync('content/personas.json', join(content, 'personas.json'));
    const generic = { ...scenarioRecord('e2e-generic-rubric', { name: 'Generic rubric scene', name_ru: 'Сцена с общей шкалой' }), rubric: undefined };
    writeFileSync(join(content, 'rubric.json'), JSON.stringify({ pack: 'rubric', scenarios: [
      scenarioRecord('e2e-own-rubric', { name: 'Own rubric scene', name_ru: 'Сцена со своей шкалой', rubric }), generic,
    ] }));
    server = await startAppServer({ CONTENT_DIR: content, OFFLINE_TYPING_DELAY_MS: '0' });
    browser = await launchBrowser();
    for (const s of (await api('/api/scenario')) as { id: number; name: string }[]) {
      if (s.name === 'Own rubric scene') ids.own = s.id;
      if (s.name === 'Generic rubric scene') ids.generic = s.id;
    }
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(content, { recursive: true, force: true });
  });

  async function visitor(lang: Lang, mobile: boolean): Promise<Page> {
    return (await newContext(browser, lang, mobile)).newPage();
  }

  for (const lang of ['en', 'ru'] as const) {
    it(`shows each skill at 4, 7 and 10 before starting, and notes the generic rubric (${lang}, 375 px)`, async () => {
      const page = await visitor(lang, true);
      await page.goto(`${server.url}/scenario/${ids.own}`);
      await page.getByRole('heading', { level: 2, name: TEXT[lang].title }).waitFor();
      await page.locator('.rubric-skill summary', { hasText: TEXT[lang].skill }).click();
      for (const level of ['4', '7', '10'] as const) await page.getByText(rubric[lang].empathy![level]!).waitFor();
      expect(await page.getByText(TEXT[lang].generic, { exact: false }).count()).to.equal(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling at 375 px').to.be.at.most(375);
      await expectAccessible(page);

      await page.goto(`${server.url}/scenario/${ids.generic}`);
      await page.getByText(TEXT[lang].generic, { exact: false }).first().waitFor();
      await page.context().close();
    });
  }

  it('follows the language switch on the scenario page', async () => {
    const page = await visitor('en', false);
    await page.goto(`${server.url}/scenario/${ids.own}`);
    await page.getByRole('heading', { level: 2, name: TEXT.en.title }).waitFor();
    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('heading', { level: 2, name: TEXT.ru.title }).waitFor();
    await page.locator('.rubric-skill summary', { hasText: TEXT.ru.skill }).click();
    await page.getByText(rubric.ru.empathy!['7']!).waitFor();
    await page.context().close();
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`shows the level each score met on the results as the scenario's benchmark, labelled in words (${lang}, 375 px)`, async () => {
      const email = `rubric-${lang}-${Date.now()}@example.com`;
      const { token } = await api('/api/auth/register', { email, password: PASSWORD, locale: lang, rememberMe: true });
      const { sessionId } = await api('/api/sessions', { scenarioId: ids.own, coachEnabled: false, locale: lang }, token);
      const hub = await TestHubClient.connect(server.url, token);
      await hub.invoke('JoinSession', sessionId);
      await talkAndEnd(hub, sessionId, lang === 'en'
        ? ['I am so sorry about the double charge, I can hear how stressful this is.', 'I will refund it today and email you the confirmation by 5 pm.']
        : ['Мне очень жаль, что деньги списали дважды, понимаю, как это тревожно.', 'Я верну деньги сегодня и пришлю подтверждение на почту до 17:00.']);
      await hub.waitFor('analysis-complete', (d) => d.sessionId === sessionId);
      await hub.close();

      const page = await visitor(lang, true);
      await page.goto(`${server.url}/results/${sessionId}`);
      await page.waitForURL((url) => url.pathname === '/login');
      await logIn(page, email, PASSWORD, LOGIN[lang]);
      await page.waitForURL((url) => url.pathname === `/results/${sessionId}`);
      const met = page.locator('.rubric-benchmark');
      await met.first().waitFor();
      const lines = (await met.allTextContents()).map((t) => t.trim());
      expect(lines).to.have.length(5);
      lines.forEach((line) => expect(line).to.match(TEXT[lang].met));
      // Five disclosures, each named with its skill (audit D F12), not five alike.
      const summaries = page.locator('.rubric-more summary');
      expect(await Promise.all((await summaries.all()).map((summary) => summary.evaluate((el) => el.textContent!.replace(/\s+/g, ' ').trim()))))
        .to.deep.equal(TEXT[lang].more);
      const results = (await api(`/api/results/${sessionId}`, undefined, token)) as { scores: Record<string, { rubric: { level: number | null } }> };
      // The first card is empathy: its three lines open, the met one (if any) labelled in words.
      await page.locator('.rubric-more summary').first().click();
      await page.locator('.rubric-more[open] .rubric-level').nth(2).waitFor();
      const level = results.scores.empathy!.rubric.level;
      const marked = page.locator('.rubric-more[open] .rubric-level-met');
      if (level === null) expect(await marked.count()).to.equal(0);
      else expect(await marked.textContent()).to.include(rubric[lang].empathy![String(level) as '4']!).and.include(TEXT[lang].reached);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scrolling at 375 px').to.be.at.most(375);
      await expectAccessible(page);
      if (lang === 'en') {
        // A reader who switches to Russian reads the page around it in Russian, but the scenario as it was played:
        // each language's version has its own characters, and only the session's names the conversation below.
        // At 375 px the switch is in the menu.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('button', { name: 'Русский' }).filter({ visible: true }).click();
        await page.locator('.rubric-more summary', { hasText: TEXT.ru.more[0]! }).waitFor();
        const benchmark = page.locator('.rubric-benchmark-line').first();
        expect(await benchmark.textContent()).to.equal(rubric.en.empathy![String(level ?? 4) as '4']!);
        expect(await benchmark.getAttribute('lang')).to.equal('en');
        expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).to.equal('en');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal('Own rubric scene');
      }
      await page.context().close();
    });
  }
});
