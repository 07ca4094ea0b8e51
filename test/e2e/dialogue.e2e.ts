import { expect } from 'chai';
import type { Browser, BrowserContext, Page, Route } from 'playwright';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { apiOf, expectAccessible, type Lang, launchBrowser, LOGIN, logIn, MOBILE, newContext, screenshot } from './browser.ts';

/** The dialogue engine seen from the browser (R2.4): everyone's avatar, looks chosen at start, a character who walks out. */

const PASSWORD = 'practice makes calm 42';
const LAPTOP = { width: 1280, height: 800 };
const TEXT = {
  en: {
    input: 'Your message',
    send: 'Send',
    end: 'End session',
    endTitle: 'End this session?',
    ended: 'Session complete — analysing your conversation…',
    left: (name: string) => `${name} has left the conversation.`,
    closed: (name: string) => `You can't reply: ${name} has left the conversation.`,
    // The learner who keeps blaming: the generic partner escalates after 3 such moves and walks out after 5.
    blame: ["Calm down, it's not my problem.", 'You should have checked your bank.', 'Call head office.', 'Whatever.', 'Not my fault.', 'Next!', 'Take it up with head office.'],
  },
  ru: {
    input: 'Ваше сообщение',
    send: 'Отправить',
    end: 'Завершить сессию',
    endTitle: 'Завершить сессию?',
    ended: 'Сессия завершена — анализируем разговор…',
    left: (name: string) => `${name} больше не участвует в разговоре.`,
    closed: (name: string) => `Ответить нельзя: ${name} больше не участвует в разговоре.`,
    blame: ['Успокойтесь, это не моя проблема.', 'Вы сами должны были проверить свой банк.', 'Звоните в головной офис.', 'Не моя забота.', 'Это не ко мне.', 'Следующий!', 'Разбирайтесь сами.'],
  },
};

interface Summary {
  id: number;
  name: string;
}
interface CastMember {
  name: string;
  name_ru: string;
  gender: 'male' | 'female';
}

describe('web client: the dialogue engine (e2e)', function () {
  this.timeout(180_000);
  let server: AppServer;
  let browser: Browser;
  let api: ReturnType<typeof apiOf>;
  let group: Summary & { cast: CastMember[] };
  let gym: Summary & { cast: CastMember[] };

  async function scenarioNamed(name: string): Promise<Summary & { cast: CastMember[] }> {
    const summaries = (await api('/api/scenario')) as Summary[];
    const summary = summaries.find((s) => s.name === name);
    expect(summary, `scenario "${name}"`).to.not.equal(undefined);
    const detail = (await api(`/api/scenario/${summary!.id}`)) as { cast: CastMember[] };
    return { ...summary!, cast: detail.cast };
  }

  /** A new learner (a fresh monthly allowance), signed in on a page of their own. */
  async function signedIn(lang: Lang, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; token: string }> {
    const email = `dialogue-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { token } = (await api('/api/auth/register', { email, password: PASSWORD, locale: lang, rememberMe: true })) as { token: string };
    const context = await newContext(browser, lang, viewport.width < 500, viewport);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await logIn(page, email, PASSWORD, LOGIN[lang]);
    await page.waitForURL((url) => url.pathname === '/');
    return { context, page, token };
  }

  const aiLines = (page: Page) => page.locator('.sim-line-ai');
  /** Sends a line; resolves once the characters have answered, or the walk-out notice shows. */
  async function send(page: Page, lang: Lang, text: string): Promise<void> {
    const before = await aiLines(page).count();
    const input = page.getByLabel(TEXT[lang].input, { exact: true });
    await input.fill(text);
    await input.press('Enter');
    await page.waitForFunction(
      (n) =>
        !!document.querySelector('.sim-left') ||
        (document.querySelectorAll('.sim-line-ai').length > n &&
          !document.querySelector('#sim-input[readonly]') &&
          !document.querySelector('.sim-line[data-status="streaming"], .sim-line[data-status="pending"]')),
      before,
    );
  }

  /** Keeps blaming until the character walks out; fails if nobody has left after the last line. */
  async function blameUntilWalkOut(page: Page, lang: Lang): Promise<void> {
    for (const line of TEXT[lang].blame) {
      await send(page, lang, line);
      if (await page.locator('.sim-left').count()) return;
    }
    throw new Error(`Nobody walked out after ${TEXT[lang].blame.length} blaming lines`);
  }

  before(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    api = apiOf(server.url);
    group = await scenarioNamed('A 30% budget cut, three people at the table');
    gym = await scenarioNamed('Charged twice for the gym');
    expect(group.cast.length).to.equal(3);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('dresses every character of a group scene in the looks chosen at start, and shows each one’s avatar in the chat (en)', async () => {
    const { context, page } = await signedIn('en', LAPTOP);
    const [first, ...others] = group.cast;
    await page.goto(`${server.url}/scenario/${group.id}`);
    await page.getByRole('button', { name: /^Start practice/ }).click();
    const dialog = page.getByRole('dialog', { name: group.name });
    await dialog.getByRole('radio', { name: 'Generic conversation partner', exact: true }).check();
    const cast = dialog.getByRole('group', { name: 'Also in the scene' });
    const start = dialog.getByRole('button', { name: 'Start', exact: true });
    const allLoaded = () =>
      page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.avatar-image, .cast-avatar')].every((img) => img.complete && img.naturalWidth > 0));
    await allLoaded();

    // Each other character: a look of their own gender, and a Regenerate that names them.
    for (const other of others) {
      const img = cast.getByRole('img', { name: `Avatar of ${other.name}` });
      expect(await img.getAttribute('src')).to.match(new RegExp(`^/avatars/${other.gender}/\\d+\\.svg$`));
    }
    const second = others[0]!;
    const secondImg = cast.getByRole('img', { name: `Avatar of ${second.name}` });
    const before = await secondImg.getAttribute('src');
    // Start waits for the new preview: its picture is held back until Start has been seen disabled.
    let held: Route | null = null;
    await page.route('**/avatars/**', (route) => {
      held = route;
    });
    await expectAccessible(page);
    await cast.getByRole('button', { name: `Regenerate avatar for ${second.name}` }).click();
    await page.waitForFunction((old) => document.querySelector('.cast-avatar')?.getAttribute('src') !== old, before);
    const chosen = await secondImg.getAttribute('src');
    expect(chosen).to.match(new RegExp(`^/avatars/${second.gender}/\\d+\\.svg$`)).and.to.not.equal(before);
    await waitUntil(() => held !== null);
    // Waiting, Start is aria-disabled, never `disabled`: a keyboard user's focus stays on it.
    expect(await start.getAttribute('aria-disabled'), 'Start waits for the new preview').to.equal('true');
    expect(await start.evaluate((el) => (el as HTMLButtonElement).disabled)).to.equal(false);
    await (held as Route | null)?.continue();
    await page.unroute('**/avatars/**');
    await allLoaded();
    await page.waitForFunction(() => document.querySelector('.modal-footer .btn-primary')?.getAttribute('aria-disabled') !== 'true');

    const looks = new Map<string, string>();
    looks.set(first!.name, (await dialog.getByRole('img', { name: "Avatar of the character you'll talk to" }).getAttribute('src'))!);
    for (const other of others) looks.set(other.name, (await cast.getByRole('img', { name: `Avatar of ${other.name}` }).getAttribute('src'))!);
    await screenshot(page, 'dialogue-start-group', 'en', false, false);
    await page.setViewportSize(MOBILE);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the phone').to.be.at.most(MOBILE.width);
    await dialog.locator('.cast-looks').scrollIntoViewIfNeeded();
    await screenshot(page, 'dialogue-start-group', 'en', true, false);
    await page.setViewportSize(LAPTOP);

    await start.click();
    await page.waitForURL((url) => /^\/simulation\/\d+$/.test(url.pathname));
    await aiLines(page).first().waitFor();
    await expectAccessible(page);

    // The participants: a picture for every character, the one chosen for them.
    const participants = page.locator('.sim-aside .sim-participant');
    for (const [name, src] of looks) {
      const entry = participants.filter({ hasText: name });
      expect(await entry.locator('img.sim-avatar').getAttribute('src'), `${name} in the participants`).to.equal(src);
    }
    // Every character's line, the opening and the replies, wears its speaker's look.
    await send(page, 'en', 'Thank you all for coming. I understand this cut is painful for both of your plans. What matters most to each of you?');
    const lines = await aiLines(page).evaluateAll((items) =>
      items.map((li) => ({ name: li.querySelector('.sim-line-name')?.textContent ?? '', src: li.querySelector('img.sim-avatar')?.getAttribute('src') ?? null })),
    );
    expect(lines.length).to.be.greaterThan(1);
    for (const line of lines) expect(line.src, `the avatar of ${line.name}'s line`).to.equal(looks.get(line.name));
    expect(new Set(lines.map((l) => l.name)).size, 'more than one character has spoken').to.be.greaterThan(1);
    expect(await page.locator('.sim-line-ai .sim-avatar-initials').count(), 'no character in initials').to.equal(0);
    await expectAccessible(page);
    await screenshot(page, 'dialogue-group-chat', 'en', false, false);
    await context.close();
  });

  it('shows the walk-out once: a notice, the message box closed with the reason, and the end of the session from the notice (en)', async () => {
    const t = TEXT.en;
    const name = gym.cast[0]!.name;
    const { context, page, token } = await signedIn('en', LAPTOP);
    const { sessionId } = (await api('/api/sessions', { scenarioId: gym.id, personaId: 0, coachEnabled: false, locale: 'en', gender: 'female', avatarUrl: '/avatars/female/8.svg' }, token)) as { sessionId: number };
    await page.goto(`${server.url}/simulation/${sessionId}`);
    await aiLines(page).first().waitFor();
    await page.getByText("You're practising with Rapport's built-in conversation engine (no AI service is connected).").first().waitFor();

    await blameUntilWalkOut(page, 'en');
    await page.getByRole('heading', { name: t.left(name) }).waitFor();
    await expectWalkOut(page, 'en', name);
    const end = page.locator('.sim-left').getByRole('button', { name: t.end, exact: true });
    expect(await end.evaluate((el) => el === document.activeElement), 'focus lands on the way on').to.equal(true);
    await expectAccessible(page);
    await screenshot(page, 'dialogue-walk-out', 'en', false, false);

    // Opened again, the session still says so (session-started carries who left).
    await page.reload();
    await page.getByRole('heading', { name: t.left(name) }).waitFor();
    await expectWalkOut(page, 'en', name);

    await page.locator('.sim-left').getByRole('button', { name: t.end, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.endTitle });
    await dialog.getByText('Your conversation is saved. Once the session ends, it is analysed and your scores open here.').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.end, exact: true }).click();
    await page.getByRole('heading', { name: t.ended }).waitFor();
    await page.waitForURL((url) => url.pathname === `/results/${sessionId}`);
    await context.close();
  });

  it('learns of a walk-out it missed from the refused message, in Russian at 375 px', async () => {
    const t = TEXT.ru;
    const name = gym.cast[0]!.name_ru;
    const { context, page, token } = await signedIn('ru', MOBILE);
    // The character-left event is lost on the way: the next message is refused (PRACTICE.CONVERSATION_OVER).
    await context.routeWebSocket(/\/hubs\/simulation/, (ws) => {
      const upstream = ws.connectToServer();
      ws.onMessage((message) => upstream.send(message));
      upstream.onMessage((message) => {
        if ((JSON.parse(String(message)) as { name?: string }).name !== 'character-left') ws.send(message);
      });
    });
    const { sessionId } = (await api('/api/sessions', { scenarioId: gym.id, personaId: 0, coachEnabled: false, locale: 'ru', gender: 'female', avatarUrl: '/avatars/female/8.svg' }, token)) as { sessionId: number };
    await page.goto(`${server.url}/simulation/${sessionId}`);
    await aiLines(page).first().waitFor();

    await blameUntilWalkOut(page, 'ru');
    await page.getByRole('heading', { name: t.left(name) }).waitFor();
    expect(await page.locator('.sim-line-user[data-status="failed"]').count(), 'the refused words show as not sent').to.equal(1);
    await page.locator('.sim-line-user[data-status="failed"]').getByText('Не отправлено').waitFor();
    await expectWalkOut(page, 'ru', name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(MOBILE.width);
    await expectAccessible(page);
    await screenshot(page, 'dialogue-walk-out', 'ru', true, false);

    await page.locator('.sim-left').getByRole('button', { name: t.end, exact: true }).click();
    await page.getByRole('dialog', { name: t.endTitle }).getByRole('button', { name: t.end, exact: true }).click();
    await page.getByRole('heading', { name: t.ended }).waitFor();
    await page.waitForURL((url) => url.pathname === `/results/${sessionId}`);
    await context.close();
  });

  /** One notice; the box closed and saying why; no Send. */
  async function expectWalkOut(page: Page, lang: Lang, name: string): Promise<void> {
    const t = TEXT[lang];
    expect(await page.locator('.sim-left').count(), 'one notice').to.equal(1);
    const input = page.getByLabel(t.input, { exact: true });
    expect(await input.isDisabled(), 'the message box is closed').to.equal(true);
    const reason = await input.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    expect(reason.trim(), 'and says why').to.equal(t.closed(name));
    await page.getByText(t.closed(name)).waitFor();
    expect(await page.getByRole('button', { name: t.send, exact: true }).count(), 'nothing to send with').to.equal(0);
  }
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
